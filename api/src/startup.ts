import { migrate } from './platform/database/migrate';
import type { Db } from './platform/database/types';
import { deleteExpiredCounters } from './platform/rate-limit/rate-limits';
import { deleteExpiredSessions } from './platform/session/sessions-repository';
import { seedIfEmpty } from './seed';

/** Brings a database to the current schema and fills an empty catalogue; safe for many instances at once. */
export async function prepareDatabase(db: Db, options: { products?: number } = {}): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, options);
  await deleteExpiredSessions(db);
  await deleteExpiredCounters(db);
}
