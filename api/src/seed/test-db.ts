/**
 * A fresh in-memory PGlite with the migrated schema, through the API's own data layer: for the seed's tests
 * and timing runs. Inside jest, PGlite is loaded with Node's require from outside the sandbox, because jest's
 * CommonJS sandbox cannot run the dynamic imports PGlite makes while booting.
 */
import { runInThisContext } from 'node:vm';
import { migrate } from '../platform/database/migrate';
import { openPgliteDb, type PgliteModules } from '../platform/database/pglite';
import type { Db } from '../platform/database/types';

function outerRequire(id: string): unknown {
  const outer = (runInThisContext('process') as { mainModule?: { require: NodeJS.Require } }).mainModule;
  if (!outer) throw new Error('cannot reach Node require outside the jest sandbox');
  return outer.require(require.resolve(id));
}

function loadOutsideJest(): Promise<PgliteModules> {
  const { PGlite } = outerRequire('@electric-sql/pglite') as Pick<PgliteModules, 'PGlite'>;
  const { pg_trgm } = outerRequire('@electric-sql/pglite/contrib/pg_trgm') as Pick<PgliteModules, 'pg_trgm'>;
  return Promise.resolve({ PGlite, pg_trgm });
}

export async function openTestDb(dataDir?: string): Promise<Db> {
  // Jest gives every module it loads a `jest` object; outside jest there is none.
  const inJest = typeof jest !== 'undefined';
  const db = await openPgliteDb({ dataDir, ...(inJest ? { load: loadOutsideJest } : {}) });
  await migrate(db);
  return db;
}
