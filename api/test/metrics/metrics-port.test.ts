import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/platform/config';
import { buildTestApp, openMigratedDatabase, type TestDatabase } from '../support/test-app';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The metrics port's answer at `address`, or the code of the refused connection. */
const scrape = (address: string, port: number) =>
  fetch(`http://${address}:${port}/metrics`).then(
    (response) => response.status,
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );

// 127.0.0.2 is this machine too, but not 127.0.0.1: it stands for any address other than the loopback one
describe("the metrics port: loopback only unless METRICS_HOST says otherwise, whatever the API's HOST", () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.dispose();
  });

  const instance = async (env: Record<string, string>) => {
    const port = await freePort();
    const { metrics } = loadConfig({ SESSION_SECRET: 'x', HOST: '0.0.0.0', METRICS_PORT: String(port), ...env });
    apps.push(await buildTestApp(database.db, { host: '0.0.0.0', metrics }));
    return port;
  };

  test('by default only a scraper on this machine reaches it', async () => {
    const port = await instance({});
    expect(await scrape('127.0.0.1', port)).toBe(200);
    expect(await scrape('127.0.0.2', port)).toBe('ECONNREFUSED');
  });

  test('METRICS_HOST opens it to the network', async () => {
    const port = await instance({ METRICS_HOST: '0.0.0.0' });
    expect(await scrape('127.0.0.2', port)).toBe(200);
  });
});
