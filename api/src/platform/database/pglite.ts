import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Mutex } from './mutex';
import { assertChannel } from './postgres';
import type { Db, QueryResult, Transaction } from './types';

export interface PgliteModules {
  PGlite: typeof PGlite;
  pg_trgm: NonNullable<PGliteOptions['extensions']>[string];
}

export interface PgliteDbOptions {
  /** a folder to persist in; in memory when absent */
  dataDir?: string | undefined;
  /** how to load the PGlite modules; tests swap it (jest cannot run PGlite's dynamic imports) */
  load?: () => Promise<PgliteModules>;
  /** a data folder dumped by `dumpPgliteDb` to start from, instead of a new cluster made by initdb */
  from?: Blob | undefined;
}

/** The raw PGlite behind each Db this module opened, for `dumpPgliteDb`. */
const rawPglite = new WeakMap<Db, { pg: PGlite; mutex: Mutex }>();

/**
 * The whole data folder of a PGlite Db as an uncompressed tarball, for `from` of another Db: a copy that starts
 * without initdb, migrations or seeding (tests start each suite's database from one).
 */
export function dumpPgliteDb(db: Db): Promise<Blob> {
  const raw = rawPglite.get(db);
  if (!raw) throw new Error('dumpPgliteDb: not a PGlite Db opened by openPgliteDb');
  return raw.mutex.run(() => raw.pg.dumpDataDir('none'));
}

async function loadPgliteModules(): Promise<PgliteModules> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { PGlite, pg_trgm };
}

type RawQuery = Pick<PGlite, 'query' | 'exec'>;

async function runQuery<T>(pg: RawQuery, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
  const result = await pg.query<T>(sql, params ? [...params] : undefined);
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
}

/**
 * Embedded PostgreSQL. PGlite is a single connection: a query issued while another caller's transaction is
 * open would run inside that transaction. So every statement and every whole transaction takes one mutex.
 */
export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<Db> {
  const { PGlite, pg_trgm } = await (options.load ?? loadPgliteModules)();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  const mutex = new Mutex();
  // Marks code running inside a transaction callback: a `db.query` there would wait for the mutex the
  // transaction holds, forever. Fail loudly instead.
  const insideTransaction = new AsyncLocalStorage<true>();
  const serialized = <T>(fn: () => Promise<T>): Promise<T> => {
    if (insideTransaction.getStore()) {
      return Promise.reject(new Error('inside db.transaction, query through its tx argument, not through db'));
    }
    return mutex.run(fn);
  };

  const db: Db = {
    engine: 'pglite',
    query: (sql, params) => serialized(() => runQuery(pg, sql, params)),
    exec: (sql) => serialized(async () => void (await pg.exec(sql))),
    transaction: (fn) =>
      serialized(async () => {
        let open = true;
        const ensureOpen = () => {
          if (!open) throw new Error('transaction already finished');
        };
        const tx: Transaction = {
          query: async (sql, params) => (ensureOpen(), runQuery(pg, sql, params)),
          exec: async (sql) => (ensureOpen(), void (await pg.exec(sql))),
        };
        await pg.exec('BEGIN');
        try {
          const result = await insideTransaction.run(true, () => fn(tx));
          await pg.exec('COMMIT');
          return result;
        } catch (error) {
          await pg.exec('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          open = false;
        }
      }),
    listen: async (channel, onNotify) => {
      const stop = await serialized(() => pg.listen(assertChannel(channel), onNotify));
      return () => serialized(() => stop());
    },
    usage: () => ({ total: 1, idle: mutex.pending === 0 ? 1 : 0, waiting: Math.max(0, mutex.pending - 1) }),
    close: () => mutex.run(() => pg.close()),
  };
  rawPglite.set(db, { pg, mutex });
  return db;
}
