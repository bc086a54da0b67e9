import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@apteka/contracts';
import type { Db } from '../../src/platform/database/types';
import type { BuildOrigin } from '../../src/releases/origin/build-origin';
import { fsOrigin } from '../../src/releases/origin/fs-origin';
import type { BuildFiles } from '../../src/releases/deploy/build-archive';
import { publishBuild } from '../../src/releases/deploy/publish-build';
import type { MoveRequest, RegistryApp } from '../../src/releases/registry/registry-moves';
import { readApps, type Actor } from '../../src/releases/registry/registry-repository';
import { moveApp } from '../../src/releases/registry/registry-service';

export const TEST_ACTOR: Actor = { by: 'test', team: 'Тесты', tokenId: null, ciRunUrl: null };

/** The parcels the contracts name for each remote: a build must expose them. */
const EXPOSES: Partial<Record<RegistryApp, string[]>> = {
  catalog: ['app', 'search-box', 'category-menu'],
  pharmacies: ['app', 'pharmacy-select'],
};

export type FixtureFiles = Record<string, string | Buffer>;

export const filesOf = (files: FixtureFiles): BuildFiles =>
  new Map(Object.entries(files).map(([name, body]) => [name, Buffer.isBuffer(body) ? body : Buffer.from(body)]));

/** A server bundle whose render answers `html` (a CommonJS module, as the apps' server builds are). */
export const serverBundle = (html: string) =>
  `exports.render = async () => ({ html: ${JSON.stringify(html)}, head: '', styles: '', state: {}, bus: {} });`;

/** A remote's build as webpack leaves it in dist/: build info, federation manifest, entry and chunks. */
export function remoteBuild(app: RegistryApp, version: string, extra: FixtureFiles = {}): FixtureFiles {
  const exposes = (EXPOSES[app] ?? ['app']).map((name) => ({
    name,
    assets: { js: { sync: [`__federation_expose_${name.replace(/-/g, '_')}.1a2b3c4d.js`], async: [] } },
  }));
  return {
    'build-info.json': JSON.stringify({ name: app, version, contracts: CONTRACTS_VERSION }),
    'mf-manifest.json': JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes,
    }),
    'remoteEntry.js': `var ${app} = '${version}';`,
    '__federation_expose_app.1a2b3c4d.js': `/* ${app} ${version} */`,
    ...extra,
  };
}

export const SHELL_INDEX =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div><script defer src="/main.3f9a1c2b.js"></script></body></html>';

/** The shell's build: its page, its hashed assets at the top of the site, its build info. */
export function shellBuild(version: string, extra: FixtureFiles = {}): FixtureFiles {
  return {
    'build-info.json': JSON.stringify({ name: 'shell', version, contracts: CONTRACTS_VERSION }),
    'index.html': SHELL_INDEX,
    'main.3f9a1c2b.js': 'console.log("shell")',
    ...extra,
  };
}

export function publishFixture(
  deps: { db: Db; origin: BuildOrigin },
  app: RegistryApp,
  version: string,
  files: FixtureFiles,
  actor: Actor = TEST_ACTOR,
) {
  return publishBuild(deps, app, version, filesOf(files), actor);
}

/** Moves `app` in the registry as a team would, from the revision it is at now. */
export async function moveFromCurrent(db: Db, app: RegistryApp, request: MoveRequest) {
  const revision = (await readApps(db)).find((row) => row.app === app)!.revision;
  await moveApp(db, app, request, revision, TEST_ACTOR);
}

/** Makes temporary folders for the enclosing file or describe block, removed after it. */
export function tempFolders(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

/** An origin in a folder of its own, with a folder for an instance's checked bundles beside it. */
export function originFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apteka-origin-'));
  const bundles = mkdtempSync(path.join(os.tmpdir(), 'apteka-bundles-'));
  return {
    dir,
    origin: fsOrigin(dir),
    /** the configuration of an app serving this origin */
    config: { origin: { driver: 'fs' as const, dir }, bundleCacheDir: bundles },
    remove() {
      rmSync(dir, { recursive: true, force: true });
      rmSync(bundles, { recursive: true, force: true });
    },
  };
}

/** An origin in a folder of its own for the enclosing describe block, removed after it. */
export function useOriginFolder(): ReturnType<typeof originFolder> {
  let folder: ReturnType<typeof originFolder> | undefined;
  beforeAll(() => {
    folder = originFolder();
  });
  afterAll(() => folder?.remove());
  const ready = () => {
    if (!folder) throw new Error('useOriginFolder: read it inside tests');
    return folder;
  };
  return {
    get dir() {
      return ready().dir;
    },
    get origin() {
      return ready().origin;
    },
    get config() {
      return ready().config;
    },
    remove: () => ready().remove(),
  };
}

/**
 * A store whose pages the server draws: the shell (its page `index` and server bundle `shell`) and the catalog (its
 * server bundle `catalog`), each published at 1.0.0 and current.
 */
export async function publishDrawingStore(
  deps: { db: Db; origin: BuildOrigin },
  { index, shell, catalog }: { index: string; shell: string; catalog: string },
) {
  await publishFixture(deps, 'shell', '1.0.0', shellBuild('1.0.0', { 'index.html': index, 'server/render.js': shell }));
  await publishFixture(deps, 'catalog', '1.0.0', remoteBuild('catalog', '1.0.0', { 'server/render.js': catalog }));
}
