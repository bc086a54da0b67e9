import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresDb } from './postgres';
import type { Db } from './types';

export interface ThrowawayDatabase {
  db: Db;
  connectionString: string;
  /** closes the pool and drops the database */
  dispose(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the server at `adminUrl` (tests, benchmarks), empty or a copy of the database `template`
 * (which nobody may be connected to); `dispose` drops it.
 */
export async function createThrowawayPostgres(
  adminUrl: string,
  prefix: string,
  poolSize: number,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgresDb(url.toString(), poolSize);
  return {
    db,
    connectionString: url.toString(),
    dispose: async () => {
      await db.close().catch(() => undefined);
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
