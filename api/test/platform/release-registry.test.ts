import '../support/native-modules';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteRegistry } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db, Transaction } from '../../src/platform/database/types';
import { DomainError } from '../../src/platform/errors';
import { STATUS_OF_KIND } from '../../src/platform/http/error-handler';
import type { BuildOrigin } from '../../src/releases/origin/build-origin';
import { localDeployToken } from '../../src/releases/deploy/deploy-tokens';
import { liveRegistry } from '../../src/releases/registry/live-registry';
import { verifiedFiles } from '../../src/releases/render-hosts/verified-files';
import { renderHosts } from '../../src/releases/render-hosts/render-hosts';
import { DEFAULT_RENDERER_LIMITS } from '../../src/releases/render-hosts/renderer-process';
import type { RegistryApp } from '../../src/releases/registry/registry-moves';
import type { Actor } from '../../src/releases/registry/registry-repository';
import { moveApp } from '../../src/releases/registry/registry-service';
import {
  publishFixture,
  remoteBuild,
  serverBundle,
  shellBuild,
  TEST_ACTOR,
  tempFolders,
  useOriginFolder,
} from '../support/published-builds';
import { engines, openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';
import type { AppConfig } from '../../src/platform/config';

const sha384 = (bytes: Buffer | string) => createHash('sha384').update(bytes).digest('base64');

/** Temporary folders of this file (bundle caches), removed after it. */
const tempFolder = tempFolders();

/** Every file under a folder with its size and modification time: what "nothing was written" is checked against. */
function filesUnder(dir: string): Record<string, string> {
  const listing: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { size, mtimeMs } = statSync(full);
        listing[path.relative(dir, full).split(path.sep).join('/')] = `${size}@${mtimeMs}`;
      }
    }
  };
  walk(dir);
  return listing;
}

/** How a refusal is answered over HTTP: its status (from its kind), its code, its details. */
async function refusalOf(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.message).toMatch(/[а-яё]/i);
  return { status: STATUS_OF_KIND[error.kind], code: error.code, message: error.message, details: error.details };
}

/** Far longer than a busy machine takes to follow a move, far shorter than the hour the listeners' read is away. */
const FOLLOW_WAIT_MS = 30_000;

/** Polls `check` every few milliseconds until it holds; fails after `FOLLOW_WAIT_MS`. */
async function waitUntil(check: () => Promise<boolean> | boolean): Promise<void> {
  const since = performance.now();
  for (;;) {
    if (await check()) return;
    if (performance.now() - since > FOLLOW_WAIT_MS) throw new Error(`not within ${FOLLOW_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const registryOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/registry.json' })).json<RemoteRegistry>();

const movesOf = (db: Db, app: RegistryApp) =>
  db
    .query<Record<string, unknown>>(
      `SELECT action, from_version, to_version, revision, moved_by, team, token_id, ci_run_url, reason
         FROM registry_moves WHERE app = $1 ORDER BY id`,
      [app],
    )
    .then(({ rows }) => rows);

const revisionOf = async (db: Db, app: RegistryApp) =>
  (await db.query<{ revision: number }>('SELECT revision FROM registry_apps WHERE app = $1', [app])).rows[0]!.revision;

describe.each(engines)('publishing a build (%s)', (engine) => {
  const SHELL = shellBuild('1.0.0', { 'server/render.js': serverBundle('<header>Оболочка</header>') });
  const origin = useOriginFolder();
  let database: TestDatabase;
  const deps = () => ({ db: database.db, origin: origin.origin });

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
  });
  afterAll(() => database?.dispose());

  test("a remote's first version: its files under remotes/<app>/<version>/, each SHA-384 recorded, current at once", async () => {
    const build = remoteBuild('content', '1.0.0');
    const outcome = await publishFixture(deps(), 'content', '1.0.0', build);
    expect(outcome).toMatchObject({
      app: 'content',
      version: '1.0.0',
      alreadyPublished: false,
      files: Object.keys(build).length,
      serverBundleSha384: null,
      move: { app: 'content', action: 'deploy', from: null, to: '1.0.0', revision: 1, by: 'test', team: 'Тесты' },
    });

    for (const [name, body] of Object.entries(build)) {
      expect(readFileSync(path.join(origin.dir, 'remotes/content/1.0.0', name), 'utf8')).toBe(body);
    }
    const { rows: files } = await database.db.query<{ path: string; key: string; sha384: string; size: number }>(
      "SELECT path, key, sha384, size FROM registry_files WHERE app = 'content' AND version = '1.0.0' ORDER BY path",
    );
    expect(files).toEqual(
      Object.entries(build)
        .map(([name, body]) => ({
          path: name,
          key: `remotes/content/1.0.0/${name}`,
          sha384: sha384(body),
          size: Buffer.byteLength(body),
        }))
        .sort((a, b) => (a.path < b.path ? -1 : 1)),
    );

    const { rows: apps } = await database.db.query(
      "SELECT current_version, canary_version, revision FROM registry_apps WHERE app = 'content'",
    );
    expect(apps).toEqual([{ current_version: '1.0.0', canary_version: null, revision: 1 }]);
    expect(await movesOf(database.db, 'content')).toEqual([
      {
        action: 'deploy',
        from_version: null,
        to_version: '1.0.0',
        revision: 1,
        moved_by: 'test',
        team: 'Тесты',
        token_id: null,
        ci_run_url: null,
        reason: 'первая версия',
      },
    ]);
  });

  test('a later version is published beside it, not moved to', async () => {
    const outcome = await publishFixture(deps(), 'content', '1.1.0', remoteBuild('content', '1.1.0'));
    expect(outcome).toMatchObject({ alreadyPublished: false, move: null });
    const { rows } = await database.db.query(
      "SELECT current_version, revision FROM registry_apps WHERE app = 'content'",
    );
    expect(rows).toEqual([{ current_version: '1.0.0', revision: 1 }]);
    expect(readFileSync(path.join(origin.dir, 'remotes/content/1.1.0/remoteEntry.js'), 'utf8')).toBe(
      "var content = '1.1.0';",
    );
  });

  test("the shell: hashed assets at the origin's top; page, build info and server bundle under shell/<version>/", async () => {
    const build = SHELL;
    const bundle = SHELL['server/render.js']!;
    const outcome = await publishFixture(deps(), 'shell', '1.0.0', build);
    expect(outcome).toMatchObject({
      alreadyPublished: false,
      serverBundleSha384: sha384(bundle),
      move: { to: '1.0.0' },
    });

    expect(readFileSync(path.join(origin.dir, 'main.3f9a1c2b.js'), 'utf8')).toBe(build['main.3f9a1c2b.js']);
    for (const name of ['index.html', 'build-info.json', 'server/render.js']) {
      expect(readFileSync(path.join(origin.dir, 'shell/1.0.0', name), 'utf8')).toBe(build[name]);
    }
    expect(Object.keys(filesUnder(origin.dir)).filter((name) => !name.startsWith('remotes/'))).toEqual(
      expect.arrayContaining(['main.3f9a1c2b.js', 'shell/1.0.0/index.html', 'shell/1.0.0/server/render.js']),
    );
    const { rows } = await database.db.query(
      "SELECT entry_key, server_bundle_key, server_bundle_sha384 FROM registry_versions WHERE app = 'shell'",
    );
    expect(rows).toEqual([
      {
        entry_key: 'shell/1.0.0/index.html',
        server_bundle_key: 'shell/1.0.0/server/render.js',
        server_bundle_sha384: sha384(bundle),
      },
    ]);
  });

  test('the same files again: alreadyPublished, and nothing new is written or recorded', async () => {
    const before = filesUnder(origin.dir);
    const moves = await movesOf(database.db, 'content');
    const outcome = await publishFixture(deps(), 'content', '1.0.0', remoteBuild('content', '1.0.0'));
    expect(outcome).toMatchObject({ alreadyPublished: true, move: null, files: 4 });
    expect(filesUnder(origin.dir)).toEqual(before);
    expect(await movesOf(database.db, 'content')).toEqual(moves);
  });

  test('other files under a published version: 409 version_published, the published files untouched', async () => {
    const before = filesUnder(origin.dir);
    const changed = remoteBuild('content', '1.0.0', { 'remoteEntry.js': "var content = 'changed';" });
    expect(await refusalOf(publishFixture(deps(), 'content', '1.0.0', changed))).toMatchObject({
      status: 409,
      code: 'version_published',
    });
    // one more file is other files too
    const more = remoteBuild('content', '1.0.0', { 'extra.js': '1' });
    expect((await refusalOf(publishFixture(deps(), 'content', '1.0.0', more))).code).toBe('version_published');
    expect(filesUnder(origin.dir)).toEqual(before);
    expect(readFileSync(path.join(origin.dir, 'remotes/content/1.0.0/remoteEntry.js'), 'utf8')).toBe(
      "var content = '1.0.0';",
    );
  });

  test("a remote built against another contracts major than the current shell's: 422 contracts_mismatch", async () => {
    // the shell's build info names the contracts it was built against: this package's own version
    expect((await publishFixture(deps(), 'shell', '1.0.0', SHELL)).version).toBe('1.0.0');
    const build = remoteBuild('basket', '1.0.0', {
      'build-info.json': JSON.stringify({ name: 'basket', version: '1.0.0', contracts: '99.0.0' }),
    });
    expect(await refusalOf(publishFixture(deps(), 'basket', '1.0.0', build))).toMatchObject({
      status: 422,
      code: 'contracts_mismatch',
      message: expect.stringContaining('99.0.0'),
    });
    expect(filesUnder(origin.dir)).not.toHaveProperty(['remotes/basket/1.0.0/build-info.json']);
    const { rows } = await database.db.query("SELECT version FROM registry_versions WHERE app = 'basket'");
    expect(rows).toEqual([]);
  });

  test('a catalogue build that does not expose a parcel the contracts name: 422 parcel_missing', async () => {
    const build = remoteBuild('catalog', '1.0.0', {
      'mf-manifest.json': JSON.stringify({ exposes: [{ name: 'app' }, { name: 'search-box' }] }),
    });
    expect(await refusalOf(publishFixture(deps(), 'catalog', '1.0.0', build))).toMatchObject({
      status: 422,
      code: 'parcel_missing',
      message: expect.stringContaining('catalog/category-menu'),
    });
  });

  test('a build whose build-info names another app: 400, nothing written', async () => {
    const refusal = await refusalOf(publishFixture(deps(), 'account', '1.0.0', remoteBuild('pharmacies', '1.0.0')));
    expect(refusal).toMatchObject({ status: 400, code: 'build_of_other_app' });
    expect(Object.keys(filesUnder(origin.dir)).some((name) => name.startsWith('remotes/account/'))).toBe(false);
  });

  test("a shell build cannot reach another app's folder or another version: 400, nothing written", async () => {
    for (const planted of ['remotes/catalog/9.9.9/remoteEntry.js', 'shell/9.9.9/index.html', 'static/a.3f9a1c2b.js']) {
      const build = shellBuild('9.9.9', { [planted]: 'alert(1)' });
      expect(await refusalOf(publishFixture(deps(), 'shell', '9.9.9', build))).toMatchObject({
        status: 400,
        code: 'malformed_build',
        message: expect.stringContaining(planted),
      });
      expect(filesUnder(origin.dir)).not.toHaveProperty([planted]);
    }
  });
});

describe.each(engines)('moving the registry (%s)', (engine) => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  /** another instance's pool on the same database (PGlite: the same one) */
  let second: Db;
  const CI: Actor = {
    by: 'pipeline',
    team: 'Каталог',
    tokenId: '0123456789ab',
    ciRunUrl: 'https://ci.example/runs/42',
  };

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
    second = engine === 'postgres' ? openPostgresDb(database.connectionString!, 2) : database.db;
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      await publishFixture(
        { db: database.db, origin: origin.origin },
        'catalog',
        version,
        remoteBuild('catalog', version),
      );
    }
  });
  afterAll(async () => {
    if (second && second !== database?.db) await second.close();
    await database?.dispose();
  });

  test('a move against the current revision moves, recording who (by, team, token, CI run) and why', async () => {
    const revision = await revisionOf(database.db, 'catalog');
    const outcome = await moveApp(
      database.db,
      'catalog',
      { action: 'canary', version: '1.1.0', percent: 20 },
      revision,
      CI,
      'проверяем новую выдачу',
    );
    expect(outcome.position).toMatchObject({
      app: 'catalog',
      current: '1.0.0',
      canary: { version: '1.1.0', percent: 20 },
      revision: revision + 1,
    });
    expect(outcome.move).toMatchObject({ action: 'canary', from: '1.0.0', to: '1.0.0', revision: revision + 1 });

    const released = await moveApp(second, 'catalog', { action: 'release' }, revision + 1, CI, 'доля без ошибок');
    expect(released.position).toMatchObject({ current: '1.1.0', canary: null, revision: revision + 2 });
    expect((await movesOf(database.db, 'catalog')).slice(-2)).toEqual([
      {
        action: 'canary',
        from_version: '1.0.0',
        to_version: '1.0.0',
        revision: revision + 1,
        moved_by: 'pipeline',
        team: 'Каталог',
        token_id: '0123456789ab',
        ci_run_url: 'https://ci.example/runs/42',
        reason: 'проверяем новую выдачу',
      },
      {
        action: 'release',
        from_version: '1.0.0',
        to_version: '1.1.0',
        revision: revision + 2,
        moved_by: 'pipeline',
        team: 'Каталог',
        token_id: '0123456789ab',
        ci_run_url: 'https://ci.example/runs/42',
        reason: 'доля без ошибок',
      },
    ]);
  });

  test('a move against a stale revision: 409 registry_moved, naming the current version and revision', async () => {
    const revision = await revisionOf(database.db, 'catalog');
    const moves = await movesOf(database.db, 'catalog');
    const refusal = await refusalOf(
      moveApp(database.db, 'catalog', { action: 'deploy', version: '1.2.0' }, revision - 1, TEST_ACTOR),
    );
    expect(refusal).toMatchObject({
      status: 409,
      code: 'registry_moved',
      details: { current: { app: 'catalog', current: '1.1.0', canary: null, revision } },
    });
    expect(refusal.message).toContain(`ревизия ${revision}`);
    expect(await revisionOf(database.db, 'catalog')).toBe(revision);
    expect(await movesOf(database.db, 'catalog')).toEqual(moves);
  });

  test('two moves made at once against one revision: exactly one wins, the other is told what won', async () => {
    const revision = await revisionOf(database.db, 'catalog');
    const results = await Promise.allSettled([
      moveApp(database.db, 'catalog', { action: 'deploy', version: '1.2.0' }, revision, { ...CI, by: 'first' }),
      moveApp(second, 'catalog', { action: 'rollback', version: '1.0.0' }, revision, { ...CI, by: 'second' }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0]!.value.position;
    expect(winner.revision).toBe(revision + 1);
    expect(lost[0]!.reason).toBeInstanceOf(DomainError);
    expect(lost[0]!.reason).toMatchObject({
      kind: 'conflict',
      code: 'registry_moved',
      details: { current: { app: 'catalog', current: winner.current, canary: null, revision: revision + 1 } },
    });
    expect((lost[0]!.reason as DomainError).message).toContain(`сейчас ${winner.current}`);
    expect(await revisionOf(database.db, 'catalog')).toBe(revision + 1);
    expect((await movesOf(database.db, 'catalog')).filter((move) => move.revision === revision + 1)).toHaveLength(1);
  });
});

/** A database whose notifications never arrive (a LISTEN connection lost without a word): only reads see moves. */
const deaf = (db: Db): Db => ({
  engine: db.engine,
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
  transaction: <T>(fn: (tx: Transaction) => Promise<T>) => db.transaction(fn),
  listen: async () => async () => undefined,
  usage: () => db.usage(),
  close: () => db.close(),
});

const withPostgres = engines.includes('postgres');
/** Instances on one database need the PostgreSQL server: without it the block is reported as skipped, saying why. */
const describeAcrossInstances = (title: string, body: () => void) =>
  withPostgres
    ? describe(`${title} (postgres)`, body)
    : describe.skip(`${title} (skipped: the PostgreSQL test server at 127.0.0.1:5432 does not answer)`, body);

describeAcrossInstances('every instance follows a move, told by its notification or its periodic read', () => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  const pools: Db[] = [];
  const instances: FastifyInstance[] = [];
  let deafInstance: FastifyInstance;

  const config = (overrides: Partial<AppConfig> = {}) =>
    testConfig({
      origin: { driver: 'fs', dir: origin.dir },
      bundleCacheDir: tempFolder('apteka-bundles-'),
      // the periodic read is an hour away: only the notification can explain an instance following at all (how soon
      // is bench:cluster's figure, about 45 ms; a bound here would fail on a busy machine, not on a broken follower)
      registryRefreshSeconds: 3600,
      ...overrides,
    });

  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    await publishFixture(
      { db: database.db, origin: origin.origin },
      'content',
      '1.0.0',
      remoteBuild('content', '1.0.0'),
    );
    pools.push(
      database.db,
      openPostgresDb(database.connectionString!, 3),
      openPostgresDb(database.connectionString!, 3),
    );
    for (const pool of pools) instances.push(await buildApp(config(), pool, { logger: false }));
    const deafPool = openPostgresDb(database.connectionString!, 2);
    pools.push(deafPool);
    deafInstance = await buildApp(config({ registryRefreshSeconds: 1 }), deaf(deafPool), { logger: false });
  });
  afterAll(async () => {
    for (const app of [...instances, deafInstance]) await app?.close();
    for (const pool of pools.slice(1)) await pool.close();
    await database?.dispose();
  });

  test("a move through one instance's deploy API reaches every instance's /registry.json by the notification", async () => {
    for (const app of instances) expect((await registryOf(app)).remotes.content?.current).toBe('1.0.0');
    await publishFixture(
      { db: database.db, origin: origin.origin },
      'content',
      '2.0.0',
      remoteBuild('content', '2.0.0'),
    );
    const revision = await revisionOf(database.db, 'content');

    const moved = await instances[0]!.inject({
      method: 'POST',
      url: '/api/platform/apps/content/moves',
      headers: { authorization: `Bearer ${localDeployToken(testConfig().sessionSecret)}` },
      payload: { action: 'deploy', version: '2.0.0', expectedRevision: revision },
    });
    expect(moved.statusCode).toBe(200);
    await Promise.all(
      instances.map((app) => waitUntil(async () => (await registryOf(app)).remotes.content?.current === '2.0.0')),
    );
    for (const app of instances) {
      expect((await registryOf(app)).remotes.content).toEqual({
        current: '2.0.0',
        versions: { '2.0.0': '/remotes/content/2.0.0/mf-manifest.json' },
        integrity: {
          '2.0.0': expect.objectContaining({ '/remotes/content/2.0.0/remoteEntry.js': expect.any(String) }),
        },
      });
    }
  });

  test('an instance that missed the notification catches up on its periodic read (every second here)', async () => {
    await waitUntil(async () => (await registryOf(deafInstance)).remotes.content?.current === '2.0.0');
    const revision = await revisionOf(database.db, 'content');
    await moveApp(database.db, 'content', { action: 'rollback' }, revision, TEST_ACTOR);
    // the listening instance by its notification, the deaf one by the read it makes every second
    await Promise.all([
      waitUntil(async () => (await registryOf(instances[1]!)).remotes.content?.current === '1.0.0'),
      waitUntil(async () => (await registryOf(deafInstance)).remotes.content?.current === '1.0.0'),
    ]);
  });
});

describe('server bundles are run only as published, checked by their SHA-384 (pglite)', () => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  const SHELL = shellBuild('1.0.0', {
    'server/render.js': serverBundle('<header>Оболочка</header><main><!--apteka-remote:content--></main>'),
  });
  const contentBuild = (version: string) =>
    remoteBuild('content', version, { 'server/render.js': serverBundle(`<section>Главная ${version}</section>`) });
  const deps = () => ({ db: database.db, origin: origin.origin });

  /** An instance with a bundle cache of its own (or the one given), drawing pages on the server. */
  async function start(bundleCacheDir = tempFolder('apteka-bundles-')) {
    const app = await buildApp(
      testConfig({
        origin: { driver: 'fs', dir: origin.dir },
        bundleCacheDir,
        registryRefreshSeconds: 3600,
        serverRender: { enabled: true, budgetMs: 1500 },
      }),
      database.db,
      { logger: false },
    );
    instances.push(app);
    await app.ready();
    return app;
  }
  const home = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  const readiness = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    return response.json<{ status: string; verified: number; refused: string[] }>();
  };

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
    await publishFixture(deps(), 'shell', '1.0.0', SHELL);
    await publishFixture(deps(), 'content', '1.0.0', contentBuild('1.0.0'));
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database?.dispose();
  });

  test('a verified bundle draws its part; a copy tampered in the local cache is fetched again from the origin', async () => {
    const cache = tempFolder('apteka-bundles-');
    const first = await start(cache);
    expect(first.releases.current()!.remotes.content).toMatchObject({ version: '1.0.0', render: expect.any(Function) });
    // the shell's page and bundle, the remote's manifest and bundle
    expect(await readiness(first)).toEqual({
      status: 'ready',
      revisions: expect.any(Object),
      verified: 4,
      refused: [],
    });
    const page = await home(first);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<header>Оболочка</header><main><section>Главная 1.0.0</section></main>');

    const published = contentBuild('1.0.0')['server/render.js']!;
    const kept = Object.keys(filesUnder(cache)).find(
      (name) => readFileSync(path.join(cache, name), 'utf8') === published,
    );
    expect(kept).toBeDefined();
    writeFileSync(path.join(cache, kept!), serverBundle('<section>подмена в кэше</section>'));

    // another instance on the same machine reads the cache, finds the copy wrong and fetches the published bytes
    const second = await start(cache);
    expect(second.releases.current()!.remotes.content!.render).toEqual(expect.any(Function));
    expect((await readiness(second)).refused).toEqual([]);
    const drawn = await home(second);
    expect(drawn.body).toContain('<main><section>Главная 1.0.0</section></main>');
    expect(drawn.body).not.toContain('подмена');
    expect(readFileSync(path.join(cache, kept!), 'utf8')).toBe(published);
  });

  test('a file the origin could not give is counted as refused, then fetched again and served', async () => {
    const refusals: string[] = [];
    let failing = true;
    const real = origin.origin;
    const unreliable: BuildOrigin = {
      ...real,
      read: (key) =>
        failing && key.endsWith('server/render.js') ? Promise.reject(new Error('origin away')) : real.read(key),
    };
    const files = verifiedFiles({
      origin: unreliable,
      cacheDir: tempFolder('apteka-bundles-'),
      onRefused: (file) => refusals.push(file.key),
    });
    const live = liveRegistry({
      db: database.db,
      files,
      hosts: renderHosts({
        files,
        env: {},
        limits: DEFAULT_RENDERER_LIMITS,
        startWaitMs: 10_000,
        onFailure: () => undefined,
        onOutput: () => undefined,
      }),
      assetsUrl: '',
      allowOverrides: false,
      refreshMs: 50,
      retryRefusedMs: 200,
      onError: () => undefined,
    });
    await live.start();
    try {
      expect(live.current()!.remotes.content!.render).toBeNull();
      expect(
        live
          .current()!
          .checks.filter((check) => !check.verified)
          .map((check) => check.key),
      ).toEqual(expect.arrayContaining(['shell/1.0.0/server/render.js']));
      failing = false;
      const deadline = Date.now() + 10_000;
      while (!live.current()!.checks.every((check) => check.verified)) {
        if (Date.now() > deadline) throw new Error('the refused files were not fetched again');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(live.current()!.remotes.content!.render).not.toBeNull();
      expect(live.current()!.shell!.render).not.toBeNull();
    } finally {
      await live.stop();
    }
  });

  test('a bundle tampered in the origin before any instance loads it is refused; the page is drawn by the browser', async () => {
    await publishFixture(deps(), 'content', '2.0.0', contentBuild('2.0.0'));
    const key = 'remotes/content/2.0.0/server/render.js';
    writeFileSync(path.join(origin.dir, key), serverBundle('<section>подмена</section>'));
    await moveApp(
      database.db,
      'content',
      { action: 'deploy', version: '2.0.0' },
      await revisionOf(database.db, 'content'),
      TEST_ACTOR,
    );

    const started = await start();
    // an instance already running follows the move (PGlite notifies in the process) and refuses it the same way
    const running = instances[0]!;
    await waitUntil(() => running.releases.current()?.remotes.content?.version === '2.0.0');
    for (const app of [started, running]) {
      expect(app.releases.current()!.remotes.content).toMatchObject({ version: '2.0.0', render: null });
      expect(await readiness(app)).toMatchObject({ status: 'ready', verified: 3, refused: [key] });
      const page = await home(app);
      expect(page.statusCode).toBe(200);
      // the shell is drawn; the remote's slot is left empty for the browser, which loads 2.0.0 from the registry
      expect(page.body).toContain('<header>Оболочка</header><main></main>');
      expect(page.body).not.toContain('подмена');
      expect(page.body).toContain('"current":"2.0.0"');
      expect((await registryOf(app)).remotes.content?.current).toBe('2.0.0');
    }
  });
});
