import type { Db, Queryable } from '../../platform/database/types';
import { conflictWith } from '../../platform/errors';
import { assertRemoteFitsShell, assertShellFitsRemotes, type LiveRemote } from './compatibility';
import { planMove, releasedVersions, type MoveRequest, type RegistryApp } from './registry-moves';
import {
  findVersion,
  insertMove,
  liveRemoteVersions,
  lockApp,
  notifyMoved,
  publishedVersions,
  readApps,
  recentMoves,
  releaseHistory,
  shareShellRow,
  writePosition,
  type Actor,
  type AppRow,
  type BuildInfo,
  type MoveRecord,
} from './registry-repository';

export interface MoveOutcome {
  move: MoveRecord;
  position: AppRow;
}

/** The build info of the shell everyone loads now; null before the first shell is published. */
export async function currentShellInfo(db: Queryable): Promise<BuildInfo | null> {
  const shell = (await readApps(db)).find((row) => row.app === 'shell');
  if (!shell?.current) return null;
  return (await findVersion(db, 'shell', shell.current))?.buildInfo ?? null;
}

/** The remote versions browsers load now, named for a refusal. */
export async function liveRemotes(db: Queryable): Promise<LiveRemote[]> {
  return (await liveRemoteVersions(db)).map((live) => ({
    label:
      live.canaryPercent === null
        ? `${live.app}@${live.version}`
        : `${live.app}@${live.version} (канарейка на ${live.canaryPercent} %)`,
    info: live.buildInfo,
  }));
}

/**
 * Makes a planned move inside the caller's transaction, which holds the app's row: checks that a remote's versions
 * fit the current shell, or that a shell fits the remotes browsers load, writes the position, records the move and
 * notifies every instance (at commit).
 */
export async function applyMove(
  tx: Queryable,
  row: AppRow,
  request: MoveRequest,
  actor: Actor,
  reason: string | null,
): Promise<MoveOutcome> {
  const { app } = row;
  const released = releasedVersions(await releaseHistory(tx, app));
  const plan = planMove(app, row, await publishedVersions(tx, app), released, request);
  if (app === 'shell') {
    // the caller holds the shell's row for update and a remote move shares it before reading the shell: every
    // remote move has either committed before the remotes are read here, or waits for this move to commit
    const info = plan.next.current ? (await findVersion(tx, 'shell', plan.next.current))?.buildInfo : undefined;
    if (info) assertShellFitsRemotes(`shell@${plan.next.current}`, info, await liveRemotes(tx));
  } else {
    const shellRow = await shareShellRow(tx);
    const shell = shellRow.current ? ((await findVersion(tx, 'shell', shellRow.current))?.buildInfo ?? null) : null;
    const served = [plan.next.current, plan.next.canary?.version].filter((v): v is string => typeof v === 'string');
    for (const version of new Set(served)) {
      const info = (await findVersion(tx, app, version))?.buildInfo;
      if (info) assertRemoteFitsShell(`${app}@${version}`, info, shell);
    }
  }
  const revision = await writePosition(tx, app, plan.next);
  const move = await insertMove(tx, {
    app,
    action: plan.action,
    from: plan.from,
    to: plan.to,
    canary: plan.next.canary,
    revision,
    by: actor.by,
    team: actor.team,
    tokenId: actor.tokenId,
    ciRunUrl: actor.ciRunUrl,
    reason,
  });
  await notifyMoved(tx, app, revision);
  return { move, position: { ...row, ...plan.next, revision, movedAt: move.at } };
}

/** What a refusal tells the caller about where the app stands now. */
export const positionOf = (row: AppRow) => ({
  app: row.app,
  current: row.current,
  canary: row.canary,
  revision: row.revision,
});

/** What a move names: the app, what to do, the revision it was read at, who makes it and why. */
type MoveArguments = [
  app: RegistryApp,
  request: MoveRequest,
  expectedRevision: number,
  actor: Actor,
  reason?: string | null,
];

/**
 * Moves an app's registry entry, as read at `expectedRevision`, inside the caller's transaction, so whatever the
 * caller writes beside the move (a rollout it starts, the judgement that made it) commits with it or not at all.
 * Moves of one app take turns on its row; a move made against a revision that is no longer current is refused with
 * the current position, so two pipelines never overwrite each other's move unseen.
 */
export async function moveAppWithin(
  tx: Queryable,
  ...[app, request, expectedRevision, actor, reason = null]: MoveArguments
): Promise<MoveOutcome> {
  const row = await lockApp(tx, app);
  if (row.revision !== expectedRevision) {
    const now = row.canary ? `${row.current}, канарейка ${row.canary.version} на ${row.canary.percent} %` : row.current;
    throw conflictWith(
      'registry_moved',
      `Реестр ${app} уже сдвинули: сейчас ${now ?? 'ничего не выкачено'} (ревизия ${row.revision}, а запрос ` +
        `сделан от ревизии ${expectedRevision}). Прочитайте реестр снова и решите, повторять ли.`,
      { current: positionOf(row) },
    );
  }
  return applyMove(tx, row, request, actor, reason);
}

/** Moves an app's registry entry, as read at `expectedRevision`, in a transaction of its own (see moveAppWithin). */
export function moveApp(db: Db, ...move: MoveArguments): Promise<MoveOutcome> {
  return db.transaction((tx) => moveAppWithin(tx, ...move));
}

export interface AppOverview {
  app: RegistryApp;
  current: string | null;
  canary: { version: string; percent: number } | null;
  revision: number;
  /** published versions, oldest first */
  versions: string[];
  /** the last moves, newest first */
  moves: MoveRecord[];
}

/** Every app's position, published versions and last moves: what `npm run registry -- status` shows. */
export async function registryOverview(db: Queryable, movesPerApp = 3): Promise<AppOverview[]> {
  const rows = await readApps(db);
  return Promise.all(
    rows.map(async (row) => ({
      ...positionOf(row),
      versions: await publishedVersions(db, row.app),
      moves: await recentMoves(db, row.app, movesPerApp),
    })),
  );
}
