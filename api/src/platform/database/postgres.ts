import pg from 'pg';
import type { Db, QueryResult, Transaction } from './types';

type Client = Pick<pg.PoolClient, 'query'>;

async function runQuery<T>(client: Client, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
  const result = await client.query(sql, params ? [...params] : undefined);
  return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
}

/** A PostgreSQL server through a `pg` pool: what several stateless API instances share. */
export function openPostgresDb(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // Many short queries at once: parallel workers and JIT compilation cost more start-up than they save.
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  return {
    engine: 'postgres',
    query: (sql, params) => runQuery(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      let open = true;
      const ensureOpen = () => {
        if (!open) throw new Error('transaction already finished');
      };
      const tx: Transaction = {
        query: async (sql, params) => (ensureOpen(), runQuery(client, sql, params)),
        exec: async (sql) => (ensureOpen(), void (await client.query(sql))),
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        open = false;
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
