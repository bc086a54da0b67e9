import type { Db } from '../../platform/database/types';
import type { BuildOrigin } from '../origin/build-origin';
import type { RegistryApp } from '../registry/registry-moves';
import { filesOfVersion } from '../registry/registry-repository';
import type { BuildFiles } from './build-archive';
import { sha384 } from './publish-build';

/**
 * Writes back into the origin the files of a recorded version that it lacks (an origin folder removed, a bucket
 * emptied, the database kept), from a build whose bytes are the ones the registry recorded: the SHA-384 of each
 * file is checked, so nothing but the recorded bytes is ever written. Returns the keys written.
 */
export async function restoreMissingFiles(
  { db, origin }: { db: Db; origin: BuildOrigin },
  app: RegistryApp,
  version: string,
  files: BuildFiles,
): Promise<string[]> {
  const restored: string[] = [];
  for (const recorded of await filesOfVersion(db, app, version)) {
    const bytes = files.get(recorded.path);
    if (!bytes || sha384(bytes) !== recorded.sha384) continue;
    if (await origin.read(recorded.key)) continue;
    await origin.write(recorded.key, bytes);
    restored.push(recorded.key);
  }
  return restored;
}
