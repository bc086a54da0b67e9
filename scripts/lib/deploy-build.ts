import path from 'node:path';
import { packBuild, buildDigest, buildIdentity, readBuildFolder } from '../../api/src/releases';
import type { AppInfo } from './apps';
import {
  PlatformError,
  type MoveRecord,
  type PlatformClient,
  type PublishAnswer,
  type RolloutRequest,
} from './platform-client';

export interface DeployOutcome {
  version: string;
  published: PublishAnswer;
  /** the move that gave the version to everyone or to the canary's share; null when it already had it */
  move: MoveRecord | null;
}

/**
 * Uploads an app's dist/ folder as a build of the version it records. On the local store, a build whose version is
 * already published with other files (sources changed, version not bumped) goes out as '<version>-local.<digest>';
 * a platform refuses it, and the team bumps the version.
 */
export async function publishDist(
  client: PlatformClient,
  app: AppInfo,
): Promise<{ version: string; answer: PublishAnswer }> {
  const files = readBuildFolder(path.join(app.dir, 'dist'));
  const { name, version } = buildIdentity(files);
  if (name !== app.name) throw new Error(`${app.dir}/dist holds a build of ${name}, not ${app.name}`);
  const archive = await packBuild(files);
  try {
    return { version, answer: await client.publish(app.name, version, archive) };
  } catch (error) {
    const published =
      error instanceof PlatformError && (error.code === 'version_published' || error.code === 'file_published');
    if (!client.target.local || !published) throw error;
    const local = `${version}-local.${buildDigest(files)}`;
    return { version: local, answer: await client.publish(app.name, local, archive) };
  }
}

/**
 * Publishes the app's build, then gives it to everyone, or to `canary` percent of browsers first (with `rollout`, a
 * canary the platform steps up under the app's policy). The move is made against the revision just read: if another
 * pipeline moved the app in between, the move is refused and says what is current now.
 */
export async function deployDist(
  client: PlatformClient,
  app: AppInfo,
  { canary, reason, rollout }: { canary?: number; reason?: string; rollout?: RolloutRequest } = {},
): Promise<DeployOutcome> {
  const { version, answer } = await publishDist(client, app);
  if (answer.move) return { version, published: answer, move: answer.move };
  const position = await client.position(app.name);
  const wanted =
    canary === undefined
      ? position.current === version && !position.canary
        ? null
        : ({ action: 'deploy', version } as const)
      : position.canary?.version === version && position.canary.percent === canary
        ? null
        : ({ action: 'canary', version, percent: canary } as const);
  if (!wanted) return { version, published: answer, move: null };
  const { move } = await client.move(app.name, {
    ...wanted,
    expectedRevision: position.revision,
    reason,
    ...(rollout && wanted.action === 'canary' ? { rollout } : {}),
  });
  return { version, published: answer, move };
}
