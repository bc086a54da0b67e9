import { createHash } from 'node:crypto';
import { SERVER_RENDER_FILE } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import { conflict, invalid } from '../../platform/errors';
import { OriginConflictError, type BuildOrigin } from '../origin/build-origin';
import type { BuildFiles } from './build-archive';
import { readBuildInfo, readManifestExposes } from './build-info';
import { assertParcelsExposed, assertRemoteFitsShell, assertShellFitsRemotes } from '../registry/compatibility';
import { contentTypeOf, ENTRY_FILE, isShellFile, originKeyOf } from '../origin/origin-keys';
import type { RegistryApp } from '../registry/registry-moves';
import {
  filesOfVersion,
  findVersion,
  insertVersion,
  lockApp,
  readApps,
  type Actor,
  type BuildInfo,
  type MoveRecord,
  type PublishedFile,
} from '../registry/registry-repository';
import { applyMove, currentShellInfo, liveRemotes } from '../registry/registry-service';

export interface PublishOutcome {
  app: RegistryApp;
  version: string;
  /** the same files were published under this version before: nothing was written */
  alreadyPublished: boolean;
  files: number;
  /** the SHA-384 (base64) of the server bundle every instance checks before running it */
  serverBundleSha384: string | null;
  /** the move that made the version current: an app's first version goes to everyone at once */
  move: MoveRecord | null;
}

/** SHA-384 in base64, as subresource integrity writes it. */
export const sha384 = (bytes: Buffer) => createHash('sha384').update(bytes).digest('base64');

const WRITES_AT_ONCE = 8;

/** What is checked before anything is written: the build is the app's, whole, and fits the current shell. */
async function checkBuild(db: Db, app: RegistryApp, label: string, files: BuildFiles): Promise<BuildInfo> {
  const info = readBuildInfo(files, label);
  if (info.name !== app) {
    throw invalid('build_of_other_app', `Сборка ${label} — это сборка ${info.name}, а не ${app}.`);
  }
  if (!files.has(ENTRY_FILE(app))) throw invalid('malformed_build', `В сборке ${label} нет файла ${ENTRY_FILE(app)}.`);
  // the shell's assets live at the top of the origin, beside every other app's folders: only top-level names there
  const nested = app === 'shell' ? [...files.keys()].find((file) => !isShellFile(file)) : undefined;
  if (nested) {
    throw invalid(
      'malformed_build',
      `В сборке ${label} файл ${nested} во вложенной папке: у оболочки вне server/ только файлы верхнего уровня.`,
    );
  }
  if (app !== 'shell') {
    assertParcelsExposed(app, label, readManifestExposes(files, label));
    assertRemoteFitsShell(label, info, await currentShellInfo(db));
  } else if (!(await readApps(db)).find((row) => row.app === 'shell')?.current) {
    // the first shell becomes current at once: refused before its files are written, as its move would refuse it
    assertShellFitsRemotes(label, info, await liveRemotes(db));
  }
  return info;
}

const sameFiles = (a: PublishedFile[], b: PublishedFile[]) =>
  a.length === b.length &&
  a.every((file, i) => file.path === b[i]!.path && file.sha384 === b[i]!.sha384 && file.key === b[i]!.key);

function publishedWithOtherFiles(label: string) {
  return conflict(
    'version_published',
    `${label} уже опубликована с другими файлами: опубликованные версии не меняются, поднимите номер версии.`,
  );
}

async function writeAll(origin: BuildOrigin, files: BuildFiles, published: PublishedFile[]) {
  const queue = [...published];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await origin.write(file.key, files.get(file.path)!, contentTypeOf(file.path));
    }
  };
  try {
    await Promise.all(Array.from({ length: WRITES_AT_ONCE }, worker));
  } catch (error) {
    if (error instanceof OriginConflictError) {
      throw conflict(
        'file_published',
        `Файл ${error.key} уже опубликован с другим содержимым: опубликованные файлы не меняются. ` +
          'Файлы оболочки вне её версии называются по хешу содержимого.',
      );
    }
    throw error;
  }
}

/**
 * Publishes a build under its version: checks it, writes every file to the origin (immutable keys) and records the
 * version with each file's SHA-384. Publishing the same files again changes nothing; other files under a published
 * version are refused. An app's first version becomes current at once, since there is nothing else to load.
 */
export async function publishBuild(
  { db, origin }: { db: Db; origin: BuildOrigin },
  app: RegistryApp,
  version: string,
  files: BuildFiles,
  actor: Actor,
): Promise<PublishOutcome> {
  const label = `${app}@${version}`;
  const info = await checkBuild(db, app, label, files);
  const published: PublishedFile[] = [...files]
    .map(([path, bytes]) => ({ path, key: originKeyOf(app, version, path), sha384: sha384(bytes), size: bytes.length }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const bundle = published.find((file) => file.path === SERVER_RENDER_FILE);
  const outcome = (alreadyPublished: boolean, move: MoveRecord | null): PublishOutcome => ({
    app,
    version,
    alreadyPublished,
    files: published.length,
    serverBundleSha384: bundle?.sha384 ?? null,
    move,
  });
  const alreadyThere = async () => {
    if (!sameFiles(await filesOfVersion(db, app, version), published)) throw publishedWithOtherFiles(label);
    return outcome(true, null);
  };

  if (await findVersion(db, app, version)) return alreadyThere();
  await writeAll(origin, files, published);
  const recorded = await db.transaction(async (tx) => {
    const row = await lockApp(tx, app);
    const entry = { app, version, entryKey: originKeyOf(app, version, ENTRY_FILE(app)), buildInfo: info };
    const serverBundle = bundle ? { key: bundle.key, sha384: bundle.sha384 } : null;
    if (!(await insertVersion(tx, { ...entry, serverBundle }, published, actor))) return null;
    if (row.current !== null) return outcome(false, null);
    const { move } = await applyMove(tx, row, { action: 'deploy', version }, actor, 'первая версия');
    return outcome(false, move);
  });
  // null: another upload of this version was recorded first
  return recorded ?? alreadyThere();
}
