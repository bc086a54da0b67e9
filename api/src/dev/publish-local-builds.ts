import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/database/types';
import { DomainError } from '../platform/errors';
import {
  type BuildOrigin,
  buildDigest,
  buildIdentity,
  readBuildFolder,
  publishBuild,
  isRegistryApp,
  readApps,
  type Actor,
  moveApp,
  restoreMissingFiles,
} from '../releases';

const LOCAL: Actor = { by: 'npm start', team: null, tokenId: null, ciRunUrl: null };

/**
 * `npm start`'s publishing, in the API process before it listens: each app's build folder is published through the
 * same service a team's upload goes through, and made current. A local build whose version is already published with
 * other files (sources changed, version not bumped) goes out as '<version>-local.<digest>' unless `strict`. One
 * already published whose files the origin lacks (its folder removed, the database kept) is written back.
 */
export async function publishLocalBuilds(
  { db, origin }: { db: Db; origin: BuildOrigin },
  folders: string[],
  { strict, log }: { strict: boolean; log: FastifyBaseLogger },
): Promise<void> {
  for (const folder of folders) {
    const files = readBuildFolder(folder);
    const { name, version: built } = buildIdentity(files);
    if (!isRegistryApp(name)) throw new Error(`${folder} holds a build of ${name}, which the registry does not know`);
    let version = built;
    let outcome;
    try {
      outcome = await publishBuild({ db, origin }, name, version, files, LOCAL);
    } catch (error) {
      // a folder that already holds this version's files with other bytes (published before the registry kept
      // them) is the same case as a registry that does
      const published = error instanceof DomainError && ['version_published', 'file_published'].includes(error.code);
      if (strict || !published) throw error;
      version = `${built}-local.${buildDigest(files)}`;
      outcome = await publishBuild({ db, origin }, name, version, files, LOCAL);
    }
    if (!outcome.alreadyPublished) log.info({ app: name, version }, 'published');
    else {
      const restored = await restoreMissingFiles({ db, origin }, name, version, files);
      if (restored.length > 0) log.warn({ app: name, version, files: restored.length }, 'restored into the origin');
    }
    const row = (await readApps(db)).find((app) => app.app === name)!;
    if (row.current !== version) {
      await moveApp(db, name, { action: 'deploy', version }, row.revision, LOCAL, 'npm start');
      log.info({ app: name, from: row.current, to: version }, 'made current');
    }
  }
}
