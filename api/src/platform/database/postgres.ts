import pg from 'pg';
import type { Db, QueryResult, Transaction } from './types';

type Client = Pick<pg.PoolClient, 'query'>;

/** Channels are written into LISTEN, which takes no parameters. */
export function assertChannel(channel: string): string {
  if (!/^[a-z_]{1,63}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** A wait that does not keep the process alive. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * LISTEN on a connection of its own, outside the pool: a pooled client would be handed to other queries. A lost
 * connection is opened again, a second later and then every few seconds, until it is back or stopped.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const open = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${assertChannel(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => {
      client = null;
      if (!stopped) void reopen();
    });
    client = next;
  };
  const reopen = async () => {
    for (let wait = 1000; !stopped; wait = Math.min(wait * 2, 10_000)) {
      await pause(wait);
      if (stopped) return;
      try {
        await open();
        onReconnect?.();
        return;
      } catch {
        // still away: try again later
      }
    }
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

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
    listen: (channel, onNotify, onReconnect) => listenOn(connectionString, channel, onNotify, onReconnect),
    usage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
