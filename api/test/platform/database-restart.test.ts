import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { migrate } from '../../src/platform/database/migrate';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db } from '../../src/platform/database/types';
import { seedIfEmpty } from '../../src/seed';
import { canRunOwnPostgres, ownPostgres, type OwnPostgres } from '../support/own-postgres';
import { testConfig, TEST_PRODUCTS, Visitor } from '../support/test-app';

const describeWithServer = canRunOwnPostgres() ? describe : describe.skip;

interface Answer {
  /**
   * Where the request fell: wholly before the stop, wholly while the server was away, or across a change (sent
   * while it stopped or started, or sent in one phase and answered in another).
   */
  phase: 'up' | 'away' | 'changing';
  status: number;
  body: string;
}

describeWithServer('the database goes away under load and comes back', () => {
  let server: OwnPostgres;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await ownPostgres();
    db = openPostgresDb(server.url, 5);
    await migrate(db);
    await seedIfEmpty(db, { products: TEST_PRODUCTS });
    app = await buildApp(testConfig(), db, { logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close().catch(() => undefined);
    await server?.dispose();
  });

  test('503 with a message while it is away, never a 500; the same instance serves again once it is back', async () => {
    let phase: 'up' | 'stopping' | 'away' | 'back' = 'up';
    let running = true;
    const answers: Answer[] = [];
    const shopper = async (index: number) => {
      const visitor = new Visitor(app);
      const paths = [
        '/api/ready',
        '/api/cart/',
        '/api/regions',
        `/api/catalog/search?q=${encodeURIComponent('аспирин')}`,
      ];
      for (let i = index; running; i++) {
        const sentIn = phase;
        const response = await visitor.get(paths[i % paths.length]!);
        const settled = sentIn === phase && (sentIn === 'up' || sentIn === 'away');
        answers.push({ phase: settled ? sentIn : 'changing', status: response.statusCode, body: response.body });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(shopper));
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      phase = 'stopping';
      await server.stop();
      phase = 'away';
      await new Promise((resolve) => setTimeout(resolve, 1500));
      phase = 'back';
      await server.start();
      const until = Date.now() + 30_000;
      while ((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode !== 200) {
        if (Date.now() > until) throw new Error('the API did not recover within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      running = false;
      await load;
    }

    const statuses = (wanted: Answer['phase']) =>
      new Set(answers.filter((a) => a.phase === wanted).map((a) => a.status));
    expect(statuses('up')).toEqual(new Set([200]));
    expect(statuses('away')).toEqual(new Set([503]));
    expect([...statuses('changing')].every((status) => status === 200 || status === 503)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 503)) {
      const body = JSON.parse(answer.body) as { error: string };
      const expected =
        body.error === 'not_ready'
          ? { error: 'not_ready', message: expect.stringMatching(/[а-я]/), reasons: ['database'] }
          : { error: 'unavailable', message: expect.stringMatching(/[а-я]/) };
      expect(body).toEqual(expected);
    }
    // recovered: every kind of request answers again, writes included
    const after = new Visitor(app);
    for (const url of ['/api/ready', '/api/cart/', '/api/regions']) expect((await after.get(url)).statusCode).toBe(200);
    const report = { status: 503, path: '/', message: 'the database was away' };
    expect((await after.post('/api/client-log', report)).statusCode).toBe(204);
  }, 120_000);
});
