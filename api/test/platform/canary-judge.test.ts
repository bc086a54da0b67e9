import '../support/native-modules';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db } from '../../src/platform/database/types';
import { createToken, localDeployToken } from '../../src/releases/deploy/deploy-tokens';
import { addPageCounts } from '../../src/releases/health/health-repository';
import { canaryJudge, type JudgeOutcome, type JudgementRecord } from '../../src/releases/rollout/canary-judge';
import { DEFAULT_ROLLOUT_POLICY } from '../../src/releases/rollout/rollout-policy';
import { moveUnderPolicy, setPolicy } from '../../src/releases/rollout/rollouts';
import type { RegistryApp } from '../../src/releases/registry/registry-moves';
import { moveApp } from '../../src/releases/registry/registry-service';
import { TEST_ACTOR, publishFixture, remoteBuild, shellBuild, useOriginFolder } from '../support/published-builds';
import { engines, openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';

const LOCAL_TOKEN = localDeployToken(testConfig().sessionSecret);
const TEAM = { ...TEST_ACTOR, by: 'ci', team: 'Каталог' };
const quiet = { info: () => undefined, warn: () => undefined };

/** A local server standing in for a team's webhook: every JSON body it was sent, in order. */
async function webhookServer(): Promise<{ url: string; bodies: unknown[]; close: () => Promise<void> }> {
  const bodies: unknown[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/canary`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(engines)('the platform judges a canary (%s)', (engine) => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  /** another instance's pool on the same database (PGlite: the same one) */
  let secondDb: Db;
  let app: FastifyInstance;
  let hook: Awaited<ReturnType<typeof webhookServer>>;
  let published = 0;

  const positionOf = async (name: RegistryApp) =>
    (
      await database.db.query<{
        current: string;
        canary: string | null;
        percent: string | null;
        revision: number;
        moved_at: Date;
      }>(
        `SELECT current_version AS current, canary_version AS canary, canary_percent AS percent, revision, moved_at
           FROM registry_apps WHERE app = $1`,
        [name],
      )
    ).rows[0]!;

  /** Publishes a new version of `name` and starts it as a canary under the app's policy at `percent`. */
  async function startCanary(name: RegistryApp, percent = 5, rollout = {}) {
    published += 1;
    const version = `2.${published}.0`;
    await publishFixture({ db: database.db, origin: origin.origin }, name, version, remoteBuild(name, version));
    const { revision } = await positionOf(name);
    await moveUnderPolicy(
      database.db,
      name,
      { action: 'canary', version, percent },
      revision,
      TEAM,
      'новый фильтр',
      rollout,
    );
    return { version, movedAt: new Date((await positionOf(name)).moved_at) };
  }

  /** One version's errors in a minute, of one fingerprint. */
  async function errorsOf(name: RegistryApp, version: string, errors: number, minute: Date) {
    await database.db.query(
      `INSERT INTO remote_errors (app, version, page_type, fingerprint, minute, errors, source, message)
       VALUES ($1, $2, 'listing', '0000000000000f', $3, $4, 'boundary', 'TypeError: price of <n> is undefined')
       ON CONFLICT (app, version, minute, page_type, fingerprint)
       DO UPDATE SET errors = remote_errors.errors + EXCLUDED.errors`,
      [name, version, minute.toISOString(), errors],
    );
  }

  /** The minute `date` falls in: page counts are kept by the minute. */
  const minuteOf = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

  /** Page views of both versions (and adds, and errors) in a minute: the current one unless named. */
  async function visits(
    name: RegistryApp,
    figures: {
      canary: string;
      current: string;
      canaryViews: number;
      currentViews: number;
      canaryErrors?: number;
      currentErrors?: number;
    },
    minute = minuteOf(new Date()),
  ) {
    await addPageCounts(
      database.db,
      [
        {
          app: name,
          version: figures.canary,
          pageType: 'listing',
          views: figures.canaryViews,
          adds: Math.round(figures.canaryViews / 10),
          weightedViews: figures.canaryViews,
        },
        {
          app: name,
          version: figures.current,
          pageType: 'listing',
          views: figures.currentViews,
          adds: Math.round(figures.currentViews / 10),
          weightedViews: figures.currentViews,
        },
      ],
      minute,
    );
    if (figures.canaryErrors) await errorsOf(name, figures.canary, figures.canaryErrors, minute);
    if (figures.currentErrors) await errorsOf(name, figures.current, figures.currentErrors, minute);
  }

  const platformMoves = async (name: RegistryApp, afterId = 0) =>
    (
      await database.db.query<{ id: number; action: string; canary_percent: string | null; reason: string }>(
        `SELECT id, action, canary_percent, reason FROM registry_moves WHERE app = $1 AND moved_by = 'platform' AND id > $2 ORDER BY id`,
        [name, afterId],
      )
    ).rows;

  /** One pass's outcomes for one app: the other tests' canaries are judged in the same passes. */
  const judgedFor = async (pass: Promise<JudgeOutcome[] | null>, name: RegistryApp) =>
    (await pass)?.filter((outcome) => outcome.app === name) ?? null;

  const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
    secondDb = database.connectionString ? openPostgresDb(database.connectionString, 2) : database.db;
    const deps = { db: database.db, origin: origin.origin };
    await publishFixture(deps, 'shell', '1.0.0', shellBuild('1.0.0'));
    for (const name of ['catalog', 'content', 'basket', 'account', 'pharmacies'] as const) {
      await publishFixture(deps, name, '1.0.0', remoteBuild(name, '1.0.0'));
    }
    hook = await webhookServer();
    app = await buildApp(testConfig({ ...origin.config, registryRefreshSeconds: 3600 }), database.db, {
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await hook?.close();
    if (secondDb !== database?.db) await secondDb?.close();
    await database?.dispose();
  });

  test('a canary whose errors per 1,000 views pass the limit is ended by the platform, with its reason and figures, and the webhook gets the same JSON', async () => {
    await setPolicy(database.db, 'catalog', { webhookUrl: hook.url }, 'test');
    const judge = canaryJudge({ db: database.db, log: quiet });
    const { version, movedAt } = await startCanary('catalog');

    // too few views to judge: nothing moves, whatever the errors
    await visits('catalog', {
      canary: version,
      current: '1.0.0',
      canaryViews: 100,
      currentViews: 2000,
      canaryErrors: 9,
    });
    const early = await judgedFor(judge.judgeOnce(minutesAfter(movedAt, 1)), 'catalog');
    expect(early).toEqual([
      expect.objectContaining({ app: 'catalog', move: null, judgement: expect.objectContaining({ decision: 'wait' }) }),
    ]);
    expect(early![0]!.judgement!.reason).toBe('ждём просмотров: у канарейки 100 из 300');

    await visits('catalog', { canary: version, current: '1.0.0', canaryViews: 300, currentViews: 0, canaryErrors: 11 });
    const [outcome] = (await judgedFor(judge.judgeOnce(minutesAfter(movedAt, 2)), 'catalog'))!;
    // 20 errors in 400 views is 50 per 1,000: beyond the absolute limit of 10 and twice the current's 0 plus 1
    expect(outcome).toMatchObject({ app: 'catalog', version, ended: 'rolled_back', refused: null });
    expect(outcome!.move).toMatchObject({ action: 'rollback', by: 'platform', to: '1.0.0', canary: null });
    expect(outcome!.judgement!.reason).toBe(
      'ошибок 50.0 на 1000 просмотров, предел 10; ошибок 50.0 на 1000 просмотров против 0.0 у текущей ' +
        '(предел: в 2 раза больше и ещё 1)',
    );
    expect(await positionOf('catalog')).toMatchObject({ current: '1.0.0', canary: null });

    const [move] = await platformMoves('catalog');
    expect(move).toMatchObject({ action: 'rollback', reason: `платформа: ${outcome!.judgement!.reason}` });
    const { rows } = await database.db.query<{ record: JudgementRecord }>(
      'SELECT record FROM canary_judgements WHERE move_id = $1',
      [move!.id],
    );
    const record = rows[0]!.record;
    expect(record).toMatchObject({
      app: 'catalog',
      version,
      by: 'platform',
      decision: 'rollback',
      step: { index: 0, of: 3, percent: 5, minutes: 30 },
      move: { id: Number(move!.id), action: 'rollback', to: '1.0.0' },
      figures: {
        canary: {
          version,
          views: 400,
          errorsPer1000: 50,
          topErrors: [{ fingerprint: '0000000000000f', errors: 20, message: 'TypeError: price of <n> is undefined' }],
        },
        current: { version: '1.0.0', views: 2000, errorsPer1000: 0 },
      },
      limits: { minViews: 300, maxErrorsPer1000: 10, maxErrorsVsCurrent: 2 },
    });
    // the judge awaited its POST: the webhook holds the very record of the move
    expect(hook.bodies).toEqual([record]);
    // ended: the next pass has nothing to judge
    expect(await judgedFor(judge.judgeOnce(minutesAfter(movedAt, 40)), 'catalog')).toEqual([]);
  });

  test('a healthy canary is stepped up after each step’s minutes and finally released to everyone', async () => {
    const judge = canaryJudge({ db: database.db, log: quiet });
    const { version, movedAt } = await startCanary('content', 5, { steps: [5, 25, 50, 100], minutes: 20 });
    const healthy = { canary: version, current: '1.0.0', canaryViews: 400, currentViews: 4000 };
    await visits('content', healthy);

    const inStep = (await judgedFor(judge.judgeOnce(minutesAfter(movedAt, 19)), 'content'))![0]!;
    expect(inStep.move).toBeNull();
    expect(inStep.judgement).toMatchObject({
      decision: 'wait',
      nextJudgementAt: minutesAfter(movedAt, 20).toISOString(),
    });

    const shares: Array<string | null> = [];
    let stepStart = movedAt;
    for (const expected of ['step', 'step', 'release'] as const) {
      // each step is judged on its own minutes: its views come in ten minutes into it (views stamped with the test's
      // clock would fall before a step that began on the next minute)
      await visits('content', healthy, minuteOf(minutesAfter(stepStart, 10)));
      const [outcome] = (await judgedFor(judge.judgeOnce(minutesAfter(stepStart, 20)), 'content'))!;
      expect(outcome!.judgement!.decision).toBe(expected);
      const position = await positionOf('content');
      shares.push(position.canary === null ? null : String(Number(position.percent)));
      stepStart = new Date(position.moved_at);
    }
    expect(shares).toEqual(['25', '50', null]);
    expect(await positionOf('content')).toMatchObject({ current: version, canary: null });
    expect(
      (await platformMoves('content')).map((move) => [move.action, move.canary_percent && Number(move.canary_percent)]),
    ).toEqual([
      ['canary', 25],
      ['canary', 50],
      ['release', null],
    ]);
    const { rows } = await database.db.query<{ outcome: string }>(
      'SELECT outcome FROM canary_rollouts WHERE app = $1 AND version = $2',
      ['content', version],
    );
    expect(rows).toEqual([{ outcome: 'released' }]);
  });

  test("a person's release or rollback made between the judge's read and its move is never undone", async () => {
    for (const [name, personal, canaryErrors] of [
      ['basket', 'rollback', 0],
      ['account', 'release', 40],
    ] as const) {
      const { version, movedAt } = await startCanary(name);
      await visits(name, { canary: version, current: '1.0.0', canaryViews: 400, currentViews: 4000, canaryErrors });
      // the judge wants to step up the healthy one and roll back the broken one; a person moves first
      const judge = canaryJudge({
        db: database.db,
        log: quiet,
        beforeMove: async (moving) => {
          if (moving !== name) return;
          const { revision } = await positionOf(name);
          await moveApp(database.db, name, { action: personal }, revision, TEAM, 'сам');
        },
      });
      const [outcome] = (await judgedFor(judge.judgeOnce(minutesAfter(movedAt, 31)), name))!;
      expect(outcome).toMatchObject({ app: name, move: null, refused: 'registry_moved' });
      expect(outcome!.judgement!.decision).toBe(canaryErrors > 0 ? 'rollback' : 'step');
      const afterPerson = await positionOf(name);
      expect(afterPerson).toMatchObject(
        personal === 'release' ? { current: version, canary: null } : { current: '1.0.0', canary: null },
      );
      // the next pass reads the person's move and leaves it be
      const next = await judgedFor(
        canaryJudge({ db: database.db, log: quiet }).judgeOnce(minutesAfter(movedAt, 32)),
        name,
      );
      expect(next).toEqual([expect.objectContaining({ app: name, ended: 'taken_over', move: null })]);
      expect(await positionOf(name)).toEqual(afterPerson);
      expect(await platformMoves(name)).toEqual([]);
    }
  });

  test('two judges (two instances on one database) never both act on the same step', async () => {
    const { version, movedAt } = await startCanary('pharmacies');
    await visits('pharmacies', { canary: version, current: '1.0.0', canaryViews: 400, currentViews: 4000 });
    const judges = [canaryJudge({ db: database.db, log: quiet }), canaryJudge({ db: secondDb, log: quiet })];
    const now = minutesAfter(movedAt, DEFAULT_ROLLOUT_POLICY.stepMinutes);
    const outcomes = await Promise.all(judges.map((judge) => judgedFor(judge.judgeOnce(now), 'pharmacies')));
    // one held the lease and stepped; the other found it held, or came after and found the new step just begun
    const moved = outcomes.flatMap((pass) => pass ?? []).filter((outcome) => outcome.move !== null);
    expect(moved).toHaveLength(1);
    expect(await platformMoves('pharmacies')).toEqual([
      expect.objectContaining({ action: 'canary', canary_percent: expect.anything() }),
    ]);
    expect(Number((await positionOf('pharmacies')).percent)).toBe(25);
    // again, one after the other at the same moment: the step has only just begun
    for (const judge of judges) {
      expect((await judgedFor(judge.judgeOnce(now), 'pharmacies'))![0]).toMatchObject({
        move: null,
        judgement: expect.objectContaining({ decision: 'wait' }),
      });
    }
    expect(await platformMoves('pharmacies')).toHaveLength(1);

    // while one judge acts (between its read and its move), the other's pass does nothing at all
    let during: JudgeOutcome[] | null | undefined;
    const stepStart = new Date((await positionOf('pharmacies')).moved_at);
    const later = minutesAfter(stepStart, DEFAULT_ROLLOUT_POLICY.stepMinutes);
    const acting = canaryJudge({
      db: database.db,
      log: quiet,
      beforeMove: async () => {
        during = await judges[1]!.judgeOnce(later);
      },
    });
    expect((await judgedFor(acting.judgeOnce(later), 'pharmacies'))![0]!.move).not.toBeNull();
    expect(during).toBeNull();
    expect(Number((await positionOf('pharmacies')).percent)).toBe(50);
  });

  test("each step is judged on its own minutes: a smaller share's healthy views before it neither dilute its errors nor count as its views", async () => {
    const judge = canaryJudge({ db: database.db, log: quiet });
    const { version } = await startCanary('basket', 5, { steps: [5, 25], minutes: 30 });
    // the canary began an hour ago: its first step's figures are of that minute
    const hourAgo = minutesAfter(minuteOf(new Date()), -60);
    await database.db.query(`UPDATE canary_rollouts SET started_at = $2 WHERE app = $1 AND ended_at IS NULL`, [
      'basket',
      hourAgo.toISOString(),
    ]);
    await database.db.query(`UPDATE registry_apps SET moved_at = $2 WHERE app = $1`, ['basket', hourAgo.toISOString()]);
    const figures = { canary: version, current: '1.0.0' };
    await visits('basket', { ...figures, canaryViews: 4000, currentViews: 40000, currentErrors: 80 }, hourAgo);

    const [stepped] = (await judgedFor(judge.judgeOnce(), 'basket'))!;
    expect(stepped!.judgement).toMatchObject({
      decision: 'step',
      figures: { since: hourAgo.toISOString(), canary: { views: 4000 } },
    });
    const stepStart = new Date((await positionOf('basket')).moved_at);

    // at 25 %: too few views of its own yet, however many the first step had
    await visits('basket', { ...figures, canaryViews: 299, currentViews: 3000, currentErrors: 6 });
    const [early] = (await judgedFor(judge.judgeOnce(), 'basket'))!;
    expect(early!.judgement).toMatchObject({
      decision: 'wait',
      reason: 'ждём просмотров: у канарейки 299 из 300',
      figures: { since: stepStart.toISOString() },
    });

    // 5 errors in 300 views is 16.7 per 1,000: beyond the limit of 10 (since the canary began it would be 1.2 in
    // 4,300, below twice the current's 2 plus 1)
    await visits('basket', { ...figures, canaryViews: 1, currentViews: 0, canaryErrors: 5 });
    const [ended] = (await judgedFor(judge.judgeOnce(), 'basket'))!;
    expect(ended).toMatchObject({ ended: 'rolled_back', move: expect.objectContaining({ action: 'rollback' }) });
    expect(ended!.judgement!.figures).toMatchObject({
      since: stepStart.toISOString(),
      canary: { views: 300, errorsPer1000: 16.67 },
    });
  });

  test("the platform's move, its judgement and the rollout's end commit together or not at all", async () => {
    const judge = canaryJudge({ db: database.db, log: quiet });
    const { version, movedAt } = await startCanary('account');
    const before = await positionOf('account');
    await visits('account', {
      canary: version,
      current: before.current,
      canaryViews: 400,
      currentViews: 4000,
      canaryErrors: 40,
    });
    const later = minutesAfter(movedAt, 1);
    // the judgement cannot be recorded: the move it would explain must not be made either
    await database.db.query('ALTER TABLE canary_judgements ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      await expect(judge.judgeOnce(later)).rejects.toThrow(/refuse_all/);
    } finally {
      await database.db.query('ALTER TABLE canary_judgements DROP CONSTRAINT refuse_all');
    }
    expect(await positionOf('account')).toEqual(before);
    expect(await platformMoves('account')).toEqual([]);
    const { rows: running } = await database.db.query<{ ended_at: Date | null }>(
      'SELECT ended_at FROM canary_rollouts WHERE app = $1 AND version = $2',
      ['account', version],
    );
    expect(running).toEqual([{ ended_at: null }]);

    // the next pass finds the canary as it was, and ends it with its record
    const [outcome] = (await judgedFor(judge.judgeOnce(later), 'account'))!;
    expect(outcome).toMatchObject({ ended: 'rolled_back', move: expect.objectContaining({ action: 'rollback' }) });
    const [move] = await platformMoves('account');
    const { rows } = await database.db.query<{ decision: string }>(
      'SELECT decision FROM canary_judgements WHERE move_id = $1',
      [move!.id],
    );
    expect(rows).toEqual([{ decision: 'rollback' }]);
  });

  describe('through the deploy API', () => {
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload }),
      });

    test('a team sets its policy with its own token; a policy that makes no sense is a 400 naming why', async () => {
      const { secret } = await createToken(database.db, 'pharmacies', 'Аптеки', 'test');
      expect((await call('GET', '/api/platform/apps/basket/policy', secret)).json()).toEqual(DEFAULT_ROLLOUT_POLICY);
      const changed = await call('PUT', '/api/platform/apps/pharmacies/policy', secret, {
        stepMinutes: 15,
        minViews: 50,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ ...DEFAULT_ROLLOUT_POLICY, stepMinutes: 15, minViews: 50 });
      // null turns a limit or the webhook off (and 0 is a limit of 0): neither is taken for the other
      const hooked = await call('PUT', '/api/platform/apps/pharmacies/policy', secret, {
        webhookUrl: 'https://ci.example/hooks',
        maxErrorsPer1000: 0,
      });
      expect(hooked.json()).toMatchObject({ webhookUrl: 'https://ci.example/hooks', maxErrorsPer1000: 0 });
      const off = await call('PUT', '/api/platform/apps/pharmacies/policy', secret, {
        webhookUrl: null,
        maxErrorsPer1000: null,
      });
      expect([off.statusCode, off.json()]).toEqual([
        200,
        { ...DEFAULT_ROLLOUT_POLICY, stepMinutes: 15, minViews: 50, maxErrorsPer1000: null },
      ]);
      // what a team reads is what it can write back as it is
      const again = await call('PUT', '/api/platform/apps/pharmacies/policy', secret, off.json());
      expect([again.statusCode, again.json()]).toEqual([200, off.json()]);
      for (const body of [
        { steps: [25, 5] },
        { webhookUrl: 'ftp://hooks' },
        { minAddsVsCurrent: 1.5 },
        { color: 'red' },
      ]) {
        const refused = await call('PUT', '/api/platform/apps/pharmacies/policy', secret, body);
        expect([JSON.stringify(body), refused.statusCode]).toEqual([JSON.stringify(body), 400]);
        expect(refused.json<ApiErrorBody>()).toEqual({
          error: expect.any(String),
          message: expect.stringMatching(/[а-я]/),
        });
      }
      expect((await call('PUT', '/api/platform/apps/catalog/policy', secret, { minViews: 1 })).statusCode).toBe(403);
    });

    test('a canary with steps starts under the policy, and the registry says where it stands and what the judge would decide now', async () => {
      published += 1;
      const version = `2.${published}.0`;
      await publishFixture(
        { db: database.db, origin: origin.origin },
        'catalog',
        version,
        remoteBuild('catalog', version),
      );
      const { revision } = await positionOf('catalog');
      const started = await call('POST', '/api/platform/apps/catalog/moves', LOCAL_TOKEN, {
        action: 'canary',
        version,
        percent: 10,
        expectedRevision: revision,
        rollout: { minutes: 45 },
      });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({
        position: { canary: { version, percent: 10 } },
        rollout: { app: 'catalog', version, steps: [10, 25, 50], stepMinutes: 45 },
      });
      const refused = await call('POST', '/api/platform/apps/catalog/moves', LOCAL_TOKEN, {
        action: 'release',
        expectedRevision: revision + 1,
        rollout: {},
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().error).toBe('rollout_action');

      const registry = await call('GET', '/api/platform/registry', LOCAL_TOKEN);
      const catalog = registry
        .json<Array<{ app: string; rollout: Record<string, unknown> }>>()
        .find((entry) => entry.app === 'catalog')!;
      const { movedAt } = { movedAt: new Date((await positionOf('catalog')).moved_at) };
      expect(catalog.rollout).toMatchObject({
        version,
        steps: [10, 25, 50],
        stepMinutes: 45,
        judgement: {
          decision: 'wait',
          reason: 'ждём просмотров: у канарейки 0 из 300',
          step: { index: 0, of: 3, percent: 10 },
          nextJudgementAt: minutesAfter(movedAt, 45).toISOString(),
        },
      });
    });
  });
});
