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

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, seed DDL). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
