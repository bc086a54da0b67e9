import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { moveFromCurrent, originFolder, publishFixture, remoteBuild, shellBuild } from '../support/published-builds';
import { openCatalogueDatabase, testConfig, type TestDatabase } from '../support/test-app';

/**
 * `npm start` publishes its builds into the registry one by one after the app is built and before it listens: each
 * publish is a move. The pages are drawn ahead once, with the release the instance will serve, as it starts to take
 * traffic, not once per publish; a move once it takes traffic is warmed for.
 */
describe('the pages drawn ahead of an instance that moves before it takes traffic', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof originFolder>;
  let app: FastifyInstance | undefined;

  const deps = () => ({ db: database.db, origin: folder.origin });
  async function publishAndMove(version: string) {
    await publishFixture(deps(), 'catalog', version, remoteBuild('catalog', version));
    await moveFromCurrent(database.db, 'catalog', { action: 'deploy', version });
    await app!.releases.refresh();
  }

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    await publishFixture(deps(), 'shell', '1.0.0', shellBuild('1.0.0'));
    await publishFixture(deps(), 'catalog', '1.0.0', remoteBuild('catalog', '1.0.0'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  test('are not drawn for the moves before it takes traffic, but as it starts to and after each move since', async () => {
    app = await buildApp(testConfig({ ...folder.config, warmPages: 1 }), database.db, { logger: false });
    const warm = jest.spyOn(app, 'warmPages');

    await publishAndMove('1.0.1');
    await publishAndMove('1.0.2');
    expect(app.releases.current()?.revisions.catalog).toBe(3);
    expect(warm).not.toHaveBeenCalled();

    await app.ready();
    expect(warm).toHaveBeenCalled();

    const warmedBefore = warm.mock.calls.length;
    await publishAndMove('1.0.3');
    expect(warm.mock.calls.length).toBeGreaterThan(warmedBefore);
  });
});
