/**
 * Every suite works on a database of its own, and making one from nothing costs seconds: initdb (PGlite), the
 * migrations, the seed. So the global setup makes the common starting states once per run, before any test and
 * outside every test's timeout, and the suites copy them: PGlite loads a dump of the data folder, PostgreSQL clones
 * a template database (CREATE DATABASE … TEMPLATE). A copy is the same database as one made from nothing, so no
 * test sees a difference. A state the setup did not make (another catalogue size, a run without the setup) is
 * made from nothing as before.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../src/platform/database/migrate';
import { dumpPgliteDb, openPgliteDb, type PgliteModules } from '../../src/platform/database/pglite';
import { openPostgresDb } from '../../src/platform/database/postgres';
import { createThrowawayPostgres, type ThrowawayDatabase } from '../../src/platform/database/throwaway-postgres';
import type { Db } from '../../src/platform/database/types';
import { seedIfEmpty } from '../../src/seed';

/** Products in the test catalogue: enough for every code path, small enough to seed in a second or two. */
export const TEST_PRODUCTS = 200;

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A starting state: a new cluster, the migrated schema, or the migrated schema with a seeded catalogue. */
export type Template = { kind: 'empty' } | { kind: 'migrated' } | { kind: 'catalogue'; products: number };

/** What the global setup made, handed to the workers through the environment. */
interface RunTemplates {
  /** template name → PGlite data-folder dump */
  pglite: Record<string, string>;
  /** template name → template database on the server */
  postgres: Record<string, string>;
  /** what the teardown removes */
  folder: string;
  prefix: string;
  /** the run's id, in the name of every database it makes on the server */
  runId: string;
}

const RUN_TEMPLATES = 'APTEKA_TEST_TEMPLATES';

function templateName(template: Template): string {
  return template.kind === 'catalogue' ? `catalogue${template.products}` : template.kind;
}

/** Brings a new, empty database to the state `template` names. */
async function build(db: Db, template: Template): Promise<void> {
  if (template.kind === 'empty') return;
  await migrate(db);
  if (template.kind === 'catalogue') await seedIfEmpty(db, { products: template.products });
}

async function asAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

async function postgresAnswers(): Promise<boolean> {
  if (process.env.TEST_POSTGRES === '0') return false;
  return asAdmin(async () => true).catch(() => false);
}

const SHARED: Template[] = [{ kind: 'migrated' }, { kind: 'catalogue', products: TEST_PRODUCTS }];

async function makePgliteTemplates(folder: string): Promise<RunTemplates['pglite']> {
  const db = await openPgliteDb();
  const files: RunTemplates['pglite'] = {};
  try {
    // Each state follows the one before, so one database goes through them all.
    for (const template of SHARED) {
      await build(db, template);
      const file = path.join(folder, `${templateName(template)}.tar`);
      writeFileSync(file, await dumpPgliteDb(db));
      files[templateName(template)] = file;
    }
  } finally {
    await db.close();
  }
  return files;
}

/** A run holds the advisory lock (RUN_LOCK, its id) from its setup to its teardown, or until its process dies. */
const RUN_LOCK = 0x61707465;
/** The databases a run makes on the server: its templates and its suites' copies, each named with the run's id. */
const RUN_DATABASE = '^apteka_(?:tpl|test)_([0-9a-f]{8})_';
/** Where the run's lock is held between the global setup and the global teardown (one process, one global object). */
const LOCK_HOLDER = Symbol.for('apteka.test-run-lock');

/** The advisory lock's two keys for run `runId`: a run id is 8 hex digits, read as a signed 32-bit number. */
export const runLock = (runId: string): [number, number] => [RUN_LOCK, Number.parseInt(runId, 16) | 0];

/** Takes the run's lock on a connection of its own, kept open until `releaseRunLock`. */
async function holdRunLock(runId: string): Promise<void> {
  const holder = new pg.Client({ connectionString: ADMIN_URL });
  // a lost connection only frees the lock (a later run may then sweep this one's databases): never the run's crash
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1, $2)', runLock(runId));
  (globalThis as Record<symbol, unknown>)[LOCK_HOLDER] = holder;
}

async function releaseRunLock(): Promise<void> {
  const global = globalThis as Record<symbol, unknown>;
  const holder = global[LOCK_HOLDER] as pg.Client | undefined;
  delete global[LOCK_HOLDER];
  await holder?.end();
}

/**
 * Drops what earlier runs left on the server (a run stopped before its teardown leaves its templates and copies):
 * a database named with a run's id whose lock nobody holds belongs to no run. Returns the names dropped.
 */
export async function dropLeftDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string; run: string }>(
    'SELECT datname, substring(datname FROM $1) AS run FROM pg_database WHERE datname ~ $1 ORDER BY datname',
    [RUN_DATABASE],
  );
  const byRun = new Map<string, string[]>();
  for (const { datname, run } of rows) byRun.set(run, [...(byRun.get(run) ?? []), datname]);
  const dropped: string[] = [];
  for (const [run, names] of byRun) {
    const { rows: taken } = await admin.query<{ free: boolean }>(
      'SELECT pg_try_advisory_lock($1, $2) AS free',
      runLock(run),
    );
    if (!taken[0]!.free) continue;
    try {
      for (const name of names) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        dropped.push(name);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1, $2)', runLock(run));
    }
  }
  return dropped;
}

async function makePostgresTemplates(prefix: string): Promise<RunTemplates['postgres']> {
  const names: RunTemplates['postgres'] = {};
  for (const template of SHARED) {
    const name = `${prefix}${templateName(template)}`;
    await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const db = openPostgresDb(url.toString(), 1);
    try {
      await build(db, template);
    } finally {
      await db.close();
    }
    names[templateName(template)] = name;
  }
  return names;
}

/** The global setup: makes the shared starting states of run `runId` and tells the workers where they are. */
export async function makeRunTemplates(runId: string): Promise<void> {
  const folder = path.join(os.tmpdir(), `apteka-test-templates-${runId}`);
  const prefix = `apteka_tpl_${runId}_`;
  mkdirSync(folder, { recursive: true });
  const onServer = async () => {
    if (!(await postgresAnswers())) return {};
    await holdRunLock(runId);
    await asAdmin(dropLeftDatabases);
    return makePostgresTemplates(prefix);
  };
  let pglite: RunTemplates['pglite'];
  let postgres: RunTemplates['postgres'];
  try {
    // One after the other, never side by side: PGlite runs in this thread and holds it for seconds at a time, so a
    // server connection opened meanwhile would see its connect timer fire before its socket is read. Side by side
    // bought nothing either (12.3–12.9 s against 12.1–12.4 s one after the other).
    postgres = await onServer();
    pglite = await makePgliteTemplates(folder);
  } catch (error) {
    // a setup that fails has no teardown: the lock's open connection would keep the run's process alive
    await releaseRunLock();
    throw error;
  }
  const made: RunTemplates = { pglite, postgres, folder, prefix, runId };
  process.env[RUN_TEMPLATES] = JSON.stringify(made);
}

/** The global teardown: removes what `makeRunTemplates` made. */
export async function removeRunTemplates(): Promise<void> {
  try {
    const raw = process.env[RUN_TEMPLATES];
    if (!raw) return;
    const made = JSON.parse(raw) as RunTemplates;
    rmSync(made.folder, { recursive: true, force: true });
    const names = Object.values(made.postgres);
    if (names.length === 0) return;
    await asAdmin(async (admin) => {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  } finally {
    await releaseRunLock();
  }
}

function runTemplates(): RunTemplates | undefined {
  const raw = process.env[RUN_TEMPLATES];
  return raw ? (JSON.parse(raw) as RunTemplates) : undefined;
}

/** The PGlite data folder to start a database in the state `template` names from; none: make it from nothing. */
export function pgliteTemplate(template: Template): Uint8Array | undefined {
  const file = runTemplates()?.pglite[templateName(template)];
  return file ? readFileSync(file) : undefined;
}

/** CREATE DATABASE … TEMPLATE waits for other copies of the same template: this worker asks for one at a time. */
let copying: Promise<unknown> = Promise.resolve();

/** A new database on the server in the state `template` names: a copy of the run's template, or made from nothing. */
export async function openPostgresFromTemplate(poolSize: number, template: Template): Promise<ThrowawayDatabase> {
  const run = runTemplates();
  // named with the run's id, so a later run can tell a copy this run left behind
  const prefix = run ? `apteka_test_${run.runId}` : 'apteka_test';
  const source = run?.postgres[templateName(template)];
  if (source) {
    const copy = copying.then(() => createThrowawayPostgres(ADMIN_URL, prefix, poolSize, source));
    copying = copy.catch(() => undefined);
    return copy;
  }
  const database = await createThrowawayPostgres(ADMIN_URL, prefix, poolSize);
  try {
    await build(database.db, template);
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return database;
}

/** A new PGlite database in the state `template` names. */
export async function openPgliteFromTemplate(template: Template, load: () => Promise<PgliteModules>): Promise<Db> {
  const from = pgliteTemplate(template);
  const db = await openPgliteDb({ load, from });
  if (!from) {
    try {
      await build(db, template);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  }
  return db;
}
