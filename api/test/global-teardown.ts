import { removeRunTemplates } from './support/database-templates';

/** Drops the run's template databases and deletes its PGlite dumps. */
export default async function globalTeardown(): Promise<void> {
  await removeRunTemplates();
}
