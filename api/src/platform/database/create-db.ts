import path from 'node:path';
import type { AppConfig } from '../config';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';
import type { Db } from './types';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return Promise.resolve(openPostgresDb(config.databaseUrl));
  return openPgliteDb({ dataDir: path.join(config.dataDir, 'pglite') });
}
