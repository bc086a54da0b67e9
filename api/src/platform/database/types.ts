/**
 * The one data layer. Two engines implement it: PGlite (embedded, the default) and a PostgreSQL
 * server through `pg` (when DATABASE_URL is set). Everything else in the API talks to this.
 */
export interface QueryResult<T> {
  rows: T[];
  /** rows touched by INSERT/UPDATE/DELETE */
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

/** What a transaction callback gets: queries on the transaction's own connection. */
export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters inside the transaction. */
  exec(sql: string): Promise<void>;
}

/** How busy the connections are: for metrics. */
export interface DbUsage {
  /** connections open (PGlite: its one) */
  total: number;
  /** of them, idle */
  idle: number;
  /** callers waiting for a connection */
  waiting: number;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` until the returned function is called. After a
   * lost connection is restored `onReconnect` is called: notifications sent meanwhile are gone.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  usage(): DbUsage;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, seed DDL). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
