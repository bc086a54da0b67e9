import { hitLimits, enforceLimits, type RateLimit } from '../../src/platform/rate-limit/rate-limits';
import { openPostgresDb } from '../../src/platform/database/postgres';
import { engines, openMigratedDatabase, type TestDatabase } from '../support/test-app';

const PER_PHONE: RateLimit = { bucket: 'test:phone', limit: 3, windowSeconds: 3600 };
const PER_ADDRESS: RateLimit = { bucket: 'test:address', limit: 2, windowSeconds: 60 };
const HOUR_START = Date.UTC(2026, 10, 24, 10, 0, 0);

describe.each(engines)('abuse limits kept in the database (%s)', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
  });
  afterAll(() => database.dispose());

  test('a window allows its limit, refuses the next hit until the window ends, then starts again', async () => {
    const hit = (at: number) => hitLimits(database.db, [{ limit: PER_PHONE, key: '+79990000001' }], at);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await hit(HOUR_START + i * 60_000));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    // The window opened with the first hit at 10:00 and ends at 11:00; the 4th hit came at 10:03.
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: 57 * 60, exceeded: PER_PHONE });
    expect((await hit(HOUR_START + 3_599_000)).allowed).toBe(false);
    expect((await hit(HOUR_START + 3_600_000)).allowed).toBe(true);
    // Another key has its own counter.
    expect((await hitLimits(database.db, [{ limit: PER_PHONE, key: '+79990000002' }], HOUR_START)).allowed).toBe(true);
  });

  test('a hit refused by one limit is not counted by the others', async () => {
    const both = (phone: string) => [
      { limit: PER_PHONE, key: phone },
      { limit: PER_ADDRESS, key: '10.0.0.1' },
    ];
    const at = HOUR_START + 10_000;
    // The address's window opens now and lasts a minute.
    expect((await hitLimits(database.db, both('+79990000011'), at)).allowed).toBe(true);
    expect((await hitLimits(database.db, both('+79990000011'), at)).allowed).toBe(true);
    const refused = await hitLimits(database.db, both('+79990000011'), at);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60, exceeded: PER_ADDRESS });
    // The phone was counted twice, not three times: one more hit from a fresh address is still allowed.
    const fresh = [{ limit: PER_PHONE, key: '+79990000011' }];
    expect((await hitLimits(database.db, fresh, at)).allowed).toBe(true);
    expect((await hitLimits(database.db, fresh, at)).allowed).toBe(false);
  });

  test('a refusal is a 429-kind domain error saying how long to wait', async () => {
    const hits = [{ limit: { bucket: 'test:once', limit: 1, windowSeconds: 600 }, key: 'k' }];
    const message = (wait: string) => `Слишком много попыток. Попробуйте ${wait}.`;
    await enforceLimits(database.db, hits, 'too_many', message, HOUR_START);
    await expect(enforceLimits(database.db, hits, 'too_many', message, HOUR_START + 30_000)).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'too_many',
      message: 'Слишком много попыток. Попробуйте через 10 минут.',
      retryAfterSeconds: 570,
    });
    // The window opened at the first hit: ten minutes later the key may act again.
    await expect(enforceLimits(database.db, hits, 'too_many', message, HOUR_START + 600_000)).resolves.toBeUndefined();
  });

  if (engine === 'postgres') {
    test('two API instances on one database share the counters: 40 concurrent hits, exactly the limit allowed', async () => {
      const second = openPostgresDb(database.connectionString!, 4);
      try {
        const limit: RateLimit = { bucket: 'test:shared', limit: 5, windowSeconds: 3600 };
        const at = HOUR_START + 5_000;
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            hitLimits(i % 2 === 0 ? database.db : second, [{ limit, key: 'one-phone' }], at),
          ),
        );
        expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
      } finally {
        await second.close();
      }
    });
  }
});
