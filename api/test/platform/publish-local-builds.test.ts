import '../support/native-modules';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publishLocalBuilds } from '../../src/dev/publish-local-builds';
import { fsOrigin } from '../../src/releases/origin/fs-origin';
import { buildTestApp, openMigratedDatabase, type TestDatabase } from '../support/test-app';
import { shellBuild, type FixtureFiles } from '../support/published-builds';

const SILENT = { info: () => undefined, warn: () => undefined } as unknown as Parameters<
  typeof publishLocalBuilds
>[2]['log'];

function buildFolder(files: FixtureFiles): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apteka-dist-'));
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  return dir;
}

/**
 * `npm start` and `npm run cluster` publish the checkout's builds. When the origin folder was removed and the
 * database kept, the registry names files the new folder lacks: the checkout's own builds are written back, since
 * their bytes are the ones the registry recorded, instead of a store whose every page is a 404.
 */
describe("the checkout's builds, published again into an origin that lost them", () => {
  let database: TestDatabase;
  const folders: string[] = [];
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const folder = (dir: string) => (folders.push(dir), dir);

  test('are written back where their bytes match the registry, and the instance serves them', async () => {
    const dist = folder(buildFolder(shellBuild('1.0.0')));
    const first = folder(mkdtempSync(path.join(os.tmpdir(), 'apteka-origin-')));
    await publishLocalBuilds({ db: database.db, origin: fsOrigin(first) }, [dist], { strict: false, log: SILENT });

    // the origin is gone, the database kept
    const second = folder(mkdtempSync(path.join(os.tmpdir(), 'apteka-origin-')));
    app = await buildTestApp(database.db, {
      origin: { driver: 'fs', dir: second },
      bundleCacheDir: folder(mkdtempSync(path.join(os.tmpdir(), 'apteka-bundles-'))),
    });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

    await publishLocalBuilds({ db: database.db, origin: fsOrigin(second) }, [dist], { strict: false, log: SILENT });
    await app.releases.refresh();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="build-id" content="1.0.0" />');
  });
});
