import '../support/native-modules';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readApps } from '../../src/releases/registry/registry-repository';
import { moveApp } from '../../src/releases/registry/registry-service';
import { buildTestApp, openMigratedDatabase, type TestDatabase } from '../support/test-app';
import { originFolder, publishFixture, shellBuild, SHELL_INDEX, TEST_ACTOR } from '../support/published-builds';

/**
 * An instance never swaps in a release whose shell page it could not fetch or check: it keeps serving the last good
 * release and its readiness says which release it holds back and why.
 */
describe('a release whose shell page the origin lacks', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof originFolder>;
  const apps: FastifyInstance[] = [];
  const caches: string[] = [];

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
    folder = originFolder();
    await publishFixture({ db: database.db, origin: folder.origin }, 'shell', '1.0.0', shellBuild('1.0.0'));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const cache of caches) rmSync(cache, { recursive: true, force: true });
    await database?.dispose();
    folder?.remove();
  });

  /** An instance on a machine of its own: nothing of the origin's files kept on its disk yet. */
  const start = async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'apteka-bundles-'));
    const app = await buildTestApp(database.db, { ...folder.config, bundleCacheDir: cache });
    caches.push(cache);
    apps.push(app);
    return app;
  };
  const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/ready' });
  const page = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  const shellPage = (version: string) => path.join(folder.dir, 'shell', version, 'index.html');
  const revision = async () => (await readApps(database.db)).find((row) => row.app === 'shell')!.revision;

  test('is held: the instance serves the last good release and says so', async () => {
    const app = await start();
    // a page of its own: one with the same bytes as 1.0.0's would be found in the instance's checked files
    const ownPage = SHELL_INDEX.replace('<head>', '<head><meta name="release" content="1.0.1">');
    await publishFixture(
      { db: database.db, origin: folder.origin },
      'shell',
      '1.0.1',
      shellBuild('1.0.1', { 'index.html': ownPage }),
    );
    const kept = readFileSync(shellPage('1.0.1'));
    rmSync(shellPage('1.0.1'));
    await moveApp(database.db, 'shell', { action: 'deploy', version: '1.0.1' }, await revision(), TEST_ACTOR);
    await app.releases.refresh();

    expect(app.releases.current()!.shell!.version).toBe('1.0.0');
    const answer = await page(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta name="build-id" content="1.0.0" />');
    const readiness = await ready(app);
    expect(readiness.statusCode).toBe(200);
    expect(readiness.json().held).toEqual({
      revisions: expect.objectContaining({ shell: await revision() }) as Record<string, number>,
      reason: expect.stringContaining('shell 1.0.1 (shell/1.0.1/index.html) is missing from the origin') as string,
    });

    // the page is back in the origin: the next read serves the release
    writeFileSync(shellPage('1.0.1'), kept);
    await app.releases.refresh();
    expect(app.releases.current()!.shell!.version).toBe('1.0.1');
    expect((await ready(app)).json().held).toBeUndefined();
  });

  test('at start, an instance with no good release is not ready and names what is missing', async () => {
    rmSync(shellPage('1.0.1'));
    expect(existsSync(shellPage('1.0.1'))).toBe(false);
    const app = await start();
    expect(app.releases.current()).toBeNull();
    const readiness = await ready(app);
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json().reasons).toEqual([
      expect.stringContaining('the page of shell 1.0.1 (shell/1.0.1/index.html) is missing from the origin'),
    ]);
  });
});
