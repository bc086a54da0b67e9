import { migrate } from './platform/database/migrate';
import type { Db } from './platform/database/types';
import { deleteExpiredCounters } from './platform/rate-limit/rate-limits';
import { deleteExpiredSessions } from './platform/session/sessions-repository';
import { seedIfEmpty } from './seed';
import { hasImportedContent, importContent } from './modules/content';

/**
 * Brings a database to the current schema, fills an empty catalogue and, when no content was ever imported, the
 * content folder; safe for many instances at once. Later content changes go in with `npm run content:import`.
 */
export async function prepareDatabase(db: Db, options: { products?: number; contentDir?: string } = {}): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, options);
  if (options.contentDir && !(await hasImportedContent(db))) await importContent(db, options.contentDir);
  await deleteExpiredSessions(db);
  await deleteExpiredCounters(db);
}
