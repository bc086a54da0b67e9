import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Mutex } from './mutex';
import { assertChannel } from './postgres';
import { withoutTarEntries } from './tar-entries';
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
  from?: Uint8Array | undefined;
}

/** The raw PGlite behind each Db this module opened, for `dumpPgliteDb`. */
const rawPglite = new WeakMap<Db, { pg: PGlite; mutex: Mutex }>();

/** A write-ahead log segment's path in a dumped data folder. */
const WAL_SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

/**
 * The whole data folder of a PGlite Db as an uncompressed tarball, for `from` of another Db: a copy that starts
 * without initdb, migrations or seeding (tests start each suite's database from one). It is taken at a checkpoint
 * and keeps only the log segment the checkpoint starts in: everything before is in the data files, and the
 * segments after it are empty ones kept for reuse, which a copy makes again when it needs them. That halves what
 * every copy loads.
 */
export function dumpPgliteDb(db: Db): Promise<Uint8Array> {
  const raw = rawPglite.get(db);
  if (!raw) throw new Error('dumpPgliteDb: not a PGlite Db opened by openPgliteDb');
  return raw.mutex.run(async () => {
    await raw.pg.exec('CHECKPOINT');
    const { rows } = await raw.pg.query<{ segment: string }>(
      'SELECT redo_wal_file AS segment FROM pg_control_checkpoint()',
    );
    const kept = rows[0]!.segment;
    const archive = new Uint8Array(await (await raw.pg.dumpDataDir('none')).arrayBuffer());
    return withoutTarEntries(archive, (path) => {
      const segment = WAL_SEGMENT.exec(path)?.[1];
      return segment !== undefined && segment !== kept;
    });
  });
}

/**
 * PGlite reads a data folder to load only through `arrayBuffer()`. A Node Blob would copy the bytes in and hand
 * them back in 64 KB pieces, which takes longer than starting the database, so they are handed over as they are.
 */
function tarball(bytes: Uint8Array): Blob {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { type: 'application/x-tar', arrayBuffer: () => Promise.resolve(buffer) } as Blob;
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
    ...(options.from ? { loadDataDir: tarball(options.from) } : {}),
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
