import '../support/native-modules';
import { CONTRACTS_VERSION } from '@apteka/contracts';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db, Transaction } from '../../src/platform/database/types';
import { DomainError } from '../../src/platform/errors';
import type { RegistryApp } from '../../src/releases/registry/registry-moves';
import { moveApp } from '../../src/releases/registry/registry-service';
import { publishFixture, remoteBuild, shellBuild, TEST_ACTOR, useOriginFolder } from '../support/published-builds';
import { engines, openMigratedDatabase, type TestDatabase } from '../support/test-app';

const [major] = CONTRACTS_VERSION.split('.').map(Number) as [number];

/** The build info webpack writes: the contracts and the shared packages' versions (here @apteka/ui alone). */
const info = (name: RegistryApp, version: string, ui: string, contracts = CONTRACTS_VERSION) => ({
  'build-info.json': JSON.stringify({ name, version, contracts, shared: { '@apteka/ui': ui } }),
});
const shell = (version: string, ui: string, contracts?: string) =>
  shellBuild(version, info('shell', version, ui, contracts));
const catalog = (version: string, ui: string) => remoteBuild('catalog', version, info('catalog', version, ui));

const positionOf = async (db: Db, app: RegistryApp) =>
  (
    await db.query<{ current_version: string | null; canary_version: string | null; revision: number }>(
      'SELECT current_version, canary_version, revision FROM registry_apps WHERE app = $1',
      [app],
    )
  ).rows[0]!;

async function refusalOf(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, code: error.code, message: error.message };
}

const move = async (db: Db, app: RegistryApp, request: Parameters<typeof moveApp>[2]) =>
  moveApp(db, app, request, (await positionOf(db, app)).revision, TEST_ACTOR);

describe.each(engines)('a shell move is checked against the remotes browsers load (%s)', (engine) => {
  const origin = useOriginFolder();
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
    const deps = { db: database.db, origin: origin.origin };
    await publishFixture(deps, 'shell', '1.0.0', shell('1.0.0', '1.1.0'));
    await publishFixture(deps, 'catalog', '1.0.0', catalog('1.0.0', '1.1.0'));
    await publishFixture(deps, 'shell', '1.1.0', shell('1.1.0', '1.2.0'));
    await move(database.db, 'shell', { action: 'deploy', version: '1.1.0' });
    // fits the shell of now (its @apteka/ui is 1.2.0), not the one before it
    await publishFixture(deps, 'catalog', '1.1.0', catalog('1.1.0', '1.2.0'));
    await move(database.db, 'catalog', { action: 'canary', version: '1.1.0', percent: 10 });
    await publishFixture(deps, 'shell', '2.0.0', shell('2.0.0', '1.2.0', `${major + 1}.0.0`));
  });
  afterAll(() => database?.dispose());

  test("back to a shell whose copy of a shared package is older than a remote's canary was built with: 422 shared_ahead", async () => {
    const before = await positionOf(database.db, 'shell');
    const refusal = await refusalOf(move(database.db, 'shell', { action: 'rollback', version: '1.0.0' }));
    expect(refusal).toMatchObject({ kind: 'unprocessable', code: 'shared_ahead' });
    expect(refusal.message).toContain('shell@1.0.0');
    expect(refusal.message).toContain('catalog@1.1.0');
    expect(refusal.message).toContain('@apteka/ui 1.2.0 (у оболочки 1.1.0)');
    expect(await positionOf(database.db, 'shell')).toEqual(before);
  });

  test('a shell of another contracts major than the remotes loaded now: 422 contracts_mismatch, naming each', async () => {
    const refusal = await refusalOf(move(database.db, 'shell', { action: 'deploy', version: '2.0.0' }));
    expect(refusal).toMatchObject({ kind: 'unprocessable', code: 'contracts_mismatch' });
    expect(refusal.message).toContain('catalog@1.0.0');
    expect(refusal.message).toContain('catalog@1.1.0');
    expect(refusal.message).toContain(`${major + 1}.0.0`);
    expect((await positionOf(database.db, 'shell')).current_version).toBe('1.1.0');
  });

  test('once the canary has ended, the same shell rollback is made', async () => {
    await move(database.db, 'catalog', { action: 'rollback' });
    const { position } = await move(database.db, 'shell', { action: 'rollback', version: '1.0.0' });
    expect(position.current).toBe('1.0.0');
  });
});

describe.each(engines)("a shell's first version is checked against the remotes already loaded (%s)", (engine) => {
  const origin = useOriginFolder();
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
  });
  afterAll(() => database?.dispose());

  test('a remote published before any shell, then a shell of another contracts major: 422, nothing recorded', async () => {
    const deps = { db: database.db, origin: origin.origin };
    await publishFixture(deps, 'catalog', '1.0.0', catalog('1.0.0', '1.1.0'));
    const refusal = await refusalOf(
      publishFixture(deps, 'shell', '9.0.0', shell('9.0.0', '1.1.0', `${major + 1}.0.0`)),
    );
    expect(refusal).toMatchObject({ kind: 'unprocessable', code: 'contracts_mismatch' });
    expect(refusal.message).toContain('catalog@1.0.0');
    expect(await positionOf(database.db, 'shell')).toMatchObject({ current_version: null, revision: 0 });
    const { rows } = await database.db.query("SELECT version FROM registry_versions WHERE app = 'shell'");
    expect(rows).toEqual([]);
  });
});

/** A pool whose transactions, once their work is done, wait before committing until `commit()` is called. */
function holdingCommits(db: Db) {
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  const holding: Db = {
    engine: db.engine,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      db.transaction(async (tx) => {
        const result = await fn(tx);
        reached();
        await committing;
        return result;
      }),
    listen: (channel, onNotify, onReconnect) => db.listen(channel, onNotify, onReconnect),
    usage: () => db.usage(),
    close: () => db.close(),
  };
  return { db: holding, held, commit };
}

/** The outcome of a promise, readable while it is still pending. */
function watched<T>(work: Promise<T>) {
  const state: { settled: boolean; outcome?: PromiseSettledResult<T> } = { settled: false };
  const done = work.then(
    (value) => Object.assign(state, { settled: true, outcome: { status: 'fulfilled', value } as const }),
    (reason: unknown) => Object.assign(state, { settled: true, outcome: { status: 'rejected', reason } as const }),
  );
  return { state, done };
}

/**
 * Whether a statement of this database waits for a lock, polled until one does or `settled()` says the work it
 * would belong to is over.
 */
async function waitsForALock(db: Db, settled: () => boolean): Promise<boolean> {
  for (let polls = 0; polls < 1000; polls++) {
    if (settled()) return false;
    const { rows } = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the second move neither waited for a lock nor ended');
}

const withPostgres = engines.includes('postgres');
/** Moves at once need the PostgreSQL server (PGlite runs one transaction at a time): without it, skipped, saying why. */
const describeAcrossInstances = (title: string, body: () => void) =>
  withPostgres
    ? describe(`${title} (postgres)`, body)
    : describe.skip(`${title} (skipped: the PostgreSQL test server at 127.0.0.1:5432 does not answer)`, body);

describeAcrossInstances('a shell move and a remote move made at once are checked against each other', () => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  let other: Db;

  /**
   * Each move alone fits what is current: the shell may go back to 1.0.0 (its @apteka/ui 1.1.0 is what the catalog's
   * 1.0.0 was built with), and the catalog may go to 1.1.0 (built with @apteka/ui 1.2.0, the current shell's). Both
   * together would leave the catalog 1.1.0 under a shell without what it calls.
   */
  beforeEach(async () => {
    database = await openMigratedDatabase('postgres');
    other = openPostgresDb(database.connectionString!, 2);
    const deps = { db: database.db, origin: origin.origin };
    await publishFixture(deps, 'shell', '1.0.0', shell('1.0.0', '1.1.0'));
    await publishFixture(deps, 'catalog', '1.0.0', catalog('1.0.0', '1.1.0'));
    await publishFixture(deps, 'shell', '1.1.0', shell('1.1.0', '1.2.0'));
    await move(database.db, 'shell', { action: 'deploy', version: '1.1.0' });
    await publishFixture(deps, 'catalog', '1.1.0', catalog('1.1.0', '1.2.0'));
  });
  afterEach(async () => {
    await other?.close();
    await database?.dispose();
  });

  const shellBack = (db: Db) => move(db, 'shell', { action: 'rollback', version: '1.0.0' });
  const catalogOn = (db: Db) => move(db, 'catalog', { action: 'deploy', version: '1.1.0' });

  test.each([
    { first: 'shell', moves: [shellBack, catalogOn], refused: 'catalog' },
    { first: 'catalog', moves: [catalogOn, shellBack], refused: 'shell' },
  ] as const)(
    'the $first move holds its commit: the other waits for it, then is checked against it and refused',
    async ({ moves: [firstMove, secondMove], first, refused }) => {
      const holding = holdingCommits(database.db);
      const firstDone = firstMove(holding.db);
      let second: ReturnType<typeof watched<unknown>> | undefined;
      try {
        await holding.held;
        second = watched(secondMove(other));
        const current = second;
        expect(await waitsForALock(database.db, () => current.state.settled)).toBe(true);
      } finally {
        holding.commit();
        await firstDone;
        await second?.done;
      }

      expect(second.state.outcome).toMatchObject({
        status: 'rejected',
        reason: { kind: 'unprocessable', code: 'shared_ahead' },
      });
      expect(await positionOf(database.db, 'shell')).toMatchObject({
        current_version: first === 'shell' ? '1.0.0' : '1.1.0',
      });
      expect(await positionOf(database.db, 'catalog')).toMatchObject({
        current_version: first === 'catalog' ? '1.1.0' : '1.0.0',
      });
      expect(refused).not.toBe(first);
    },
  );
});
