import { randomBytes } from 'node:crypto';
import { makeRunTemplates } from './support/database-templates';

/** Makes the migrated and the seeded databases the suites copy theirs from, once for the run. */
export default async function globalSetup(): Promise<void> {
  await makeRunTemplates(randomBytes(4).toString('hex'));
}
