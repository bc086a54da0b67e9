import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/platform/config';
import type { RegistryApp } from '../../src/releases/registry/registry-moves';
import { originFolder, publishFixture, type FixtureFiles } from './published-builds';
import { buildTestApp, openCatalogueDatabase, type TestDatabase } from './test-app';

/**
 * A seeded store serving pages for the enclosing describe block: a catalogue database, an origin folder with
 * `builds` published to it, and an app on both with `overrides`. Read `app` and `database` inside tests.
 */
export function useStoreWithPages(
  builds: Array<[RegistryApp, string, FixtureFiles]>,
  overrides: Partial<AppConfig> = {},
): { readonly app: FastifyInstance; readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  let folder: ReturnType<typeof originFolder> | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    for (const [name, version, files] of builds) {
      await publishFixture({ db: database.db, origin: folder.origin }, name, version, files);
    }
    app = await buildTestApp(database.db, { ...folder.config, ...overrides });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useStoreWithPages: read app and database inside tests');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get database() {
      return ready(database);
    },
  };
}
