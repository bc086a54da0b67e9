import type { Queryable } from '../../platform/database/types';
import type { AppPosition, RecordedMove, RegistryAction, RegistryApp } from './registry-moves';

/** The channel every instance listens on; the payload is `<app>:<revision>`. */
export const REGISTRY_CHANNEL = 'registry_moved';

export interface AppRow extends AppPosition {
  app: RegistryApp;
  revision: number;
  movedAt: Date | null;
}

interface RawAppRow {
  app: RegistryApp;
  current_version: string | null;
  canary_version: string | null;
  canary_percent: number | string | null;
  revision: number;
  moved_at: Date | string | null;
}

const appRow = (row: RawAppRow): AppRow => ({
  app: row.app,
  current: row.current_version,
  canary:
    row.canary_version === null ? null : { version: row.canary_version, percent: Number(row.canary_percent ?? 0) },
  revision: row.revision,
  movedAt: row.moved_at === null ? null : new Date(row.moved_at),
});

const APP_COLUMNS = 'app, current_version, canary_version, canary_percent, revision, moved_at';

export async function readApps(db: Queryable): Promise<AppRow[]> {
  const { rows } = await db.query<RawAppRow>(`SELECT ${APP_COLUMNS} FROM registry_apps ORDER BY app`);
  return rows.map(appRow);
}

/** The app's row, locked until the transaction ends: moves of one app take turns. */
export async function lockApp(tx: Queryable, app: RegistryApp): Promise<AppRow> {
  const { rows } = await tx.query<RawAppRow>(`SELECT ${APP_COLUMNS} FROM registry_apps WHERE app = $1 FOR UPDATE`, [
    app,
  ]);
  return appRow(rows[0]!);
}

/**
 * The shell's row, shared until the transaction ends: remote moves share it with each other, and a shell move, which
 * locks it for update, waits for them to commit (and they for it). So each is checked against what the other
 * committed, never against what the other is about to replace.
 */
export async function shareShellRow(tx: Queryable): Promise<AppRow> {
  const { rows } = await tx.query<RawAppRow>(`SELECT ${APP_COLUMNS} FROM registry_apps WHERE app = 'shell' FOR SHARE`);
  return appRow(rows[0]!);
}

/** Writes the app's new position and answers its new revision. */
export async function writePosition(tx: Queryable, app: RegistryApp, next: AppPosition): Promise<number> {
  const { rows } = await tx.query<{ revision: number }>(
    `UPDATE registry_apps
        SET current_version = $2, canary_version = $3, canary_percent = $4, revision = revision + 1, moved_at = now()
      WHERE app = $1
      RETURNING revision`,
    [app, next.current, next.canary?.version ?? null, next.canary?.percent ?? null],
  );
  return rows[0]!.revision;
}

export async function notifyMoved(tx: Queryable, app: RegistryApp, revision: number): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [REGISTRY_CHANNEL, `${app}:${revision}`]);
}

/** Who made a move or published a build: a person or pipeline, the team and token it acted with, the CI run. */
export interface Actor {
  by: string;
  team: string | null;
  tokenId: string | null;
  ciRunUrl: string | null;
}

export interface MoveRecord {
  id: number;
  app: RegistryApp;
  action: RegistryAction;
  from: string | null;
  to: string;
  canary: { version: string; percent: number } | null;
  revision: number;
  at: Date;
  by: string;
  team: string | null;
  tokenId: string | null;
  ciRunUrl: string | null;
  reason: string | null;
}

export async function insertMove(tx: Queryable, move: Omit<MoveRecord, 'id' | 'at'>): Promise<MoveRecord> {
  const { rows } = await tx.query<{ id: string | number; moved_at: Date | string }>(
    `INSERT INTO registry_moves
       (app, action, from_version, to_version, canary_version, canary_percent, revision, moved_by, team, token_id,
        ci_run_url, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING id, moved_at`,
    [
      move.app,
      move.action,
      move.from,
      move.to,
      move.canary?.version ?? null,
      move.canary?.percent ?? null,
      move.revision,
      move.by,
      move.team,
      move.tokenId,
      move.ciRunUrl,
      move.reason,
    ],
  );
  return { ...move, id: Number(rows[0]!.id), at: new Date(rows[0]!.moved_at) };
}

interface RawMoveRow {
  id: string | number;
  app: RegistryApp;
  action: RegistryAction;
  from_version: string | null;
  to_version: string;
  canary_version: string | null;
  canary_percent: number | string | null;
  revision: number;
  moved_at: Date | string;
  moved_by: string;
  team: string | null;
  token_id: string | null;
  ci_run_url: string | null;
  reason: string | null;
}

/** Every move of an app that changed what everyone outside a canary loads, oldest first. */
export async function releaseHistory(db: Queryable, app: RegistryApp): Promise<RecordedMove[]> {
  const { rows } = await db.query<{ action: RegistryAction; from_version: string | null; to_version: string }>(
    `SELECT action, from_version, to_version FROM registry_moves
      WHERE app = $1 AND from_version IS DISTINCT FROM to_version
      ORDER BY id`,
    [app],
  );
  return rows.map((row) => ({ action: row.action, from: row.from_version, to: row.to_version }));
}

/** The last `limit` moves of an app (or of all apps), newest first. */
export async function recentMoves(db: Queryable, app: RegistryApp | null, limit: number): Promise<MoveRecord[]> {
  const { rows } = await db.query<RawMoveRow>(
    `SELECT * FROM registry_moves WHERE ($1::text IS NULL OR app = $1) ORDER BY id DESC LIMIT $2`,
    [app, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    app: row.app,
    action: row.action,
    from: row.from_version,
    to: row.to_version,
    canary:
      row.canary_version === null ? null : { version: row.canary_version, percent: Number(row.canary_percent ?? 0) },
    revision: row.revision,
    at: new Date(row.moved_at),
    by: row.moved_by,
    team: row.team,
    tokenId: row.token_id,
    ciRunUrl: row.ci_run_url,
    reason: row.reason,
  }));
}

export interface BuildInfo {
  name: string;
  version: string;
  /** the version of @apteka/contracts the app was built against */
  contracts?: string;
  /** the versions of the store's own shared packages (@apteka/*) it was built with */
  shared?: Record<string, string>;
}

export interface PublishedVersion {
  app: RegistryApp;
  version: string;
  /** the origin key of the remote's manifest or of the shell's page */
  entryKey: string;
  serverBundle: { key: string; sha384: string } | null;
  buildInfo: BuildInfo;
  publishedAt: Date;
  publishedBy: string;
  team: string | null;
}

interface RawVersionRow {
  app: RegistryApp;
  version: string;
  entry_key: string;
  server_bundle_key: string | null;
  server_bundle_sha384: string | null;
  build_info: BuildInfo | string;
  published_at: Date | string;
  published_by: string;
  team: string | null;
}

const buildInfoOf = (raw: BuildInfo | string): BuildInfo =>
  typeof raw === 'string' ? (JSON.parse(raw) as BuildInfo) : raw;

const versionRow = (row: RawVersionRow): PublishedVersion => ({
  app: row.app,
  version: row.version,
  entryKey: row.entry_key,
  serverBundle:
    row.server_bundle_key && row.server_bundle_sha384
      ? { key: row.server_bundle_key, sha384: row.server_bundle_sha384 }
      : null,
  buildInfo: buildInfoOf(row.build_info),
  publishedAt: new Date(row.published_at),
  publishedBy: row.published_by,
  team: row.team,
});

const VERSION_COLUMNS =
  'v.app, v.version, v.entry_key, v.server_bundle_key, v.server_bundle_sha384, v.build_info, v.published_at, v.published_by, v.team';

/** The versions every instance serves now (each app's current version and canary), with their entry's SHA-384. */
export async function servedVersions(db: Queryable): Promise<Array<PublishedVersion & { entrySha384: string }>> {
  const { rows } = await db.query<RawVersionRow & { entry_sha384: string }>(
    `SELECT ${VERSION_COLUMNS}, f.sha384 AS entry_sha384
       FROM registry_versions v
       JOIN registry_apps a ON a.app = v.app
       JOIN registry_files f ON f.app = v.app AND f.version = v.version AND f.key = v.entry_key
      WHERE v.version = a.current_version OR v.version = a.canary_version`,
  );
  return rows.map((row) => ({ ...versionRow(row), entrySha384: row.entry_sha384 }));
}

/** A remote version browsers load now, with its build info: each remote's current version and its canary. */
export interface LiveRemoteVersion {
  app: RegistryApp;
  version: string;
  /** the share of browsers when it is the canary; null for the current version */
  canaryPercent: number | null;
  buildInfo: BuildInfo;
}

export async function liveRemoteVersions(db: Queryable): Promise<LiveRemoteVersion[]> {
  const { rows } = await db.query<{
    app: RegistryApp;
    version: string;
    canary_percent: number | string | null;
    build_info: BuildInfo | string;
  }>(
    `SELECT v.app, v.version, v.build_info,
            CASE WHEN v.version = a.canary_version THEN a.canary_percent END AS canary_percent
       FROM registry_apps a
       JOIN registry_versions v ON v.app = a.app AND (v.version = a.current_version OR v.version = a.canary_version)
      WHERE a.app <> 'shell'
      ORDER BY v.app, v.seq`,
  );
  return rows.map((row) => ({
    app: row.app,
    version: row.version,
    canaryPercent: row.canary_percent === null ? null : Number(row.canary_percent),
    buildInfo: buildInfoOf(row.build_info),
  }));
}

export async function findVersion(db: Queryable, app: RegistryApp, version: string): Promise<PublishedVersion | null> {
  const { rows } = await db.query<RawVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM registry_versions v WHERE v.app = $1 AND v.version = $2`,
    [app, version],
  );
  return rows[0] ? versionRow(rows[0]) : null;
}

/** An app's published versions, in the order they were published. */
export async function publishedVersions(db: Queryable, app: RegistryApp): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version FROM registry_versions WHERE app = $1 ORDER BY seq',
    [app],
  );
  return rows.map((row) => row.version);
}

export interface PublishedFile {
  path: string;
  key: string;
  sha384: string;
  size: number;
}

export async function filesOfVersion(db: Queryable, app: RegistryApp, version: string): Promise<PublishedFile[]> {
  const { rows } = await db.query<PublishedFile>(
    'SELECT path, key, sha384, size FROM registry_files WHERE app = $1 AND version = $2 ORDER BY path',
    [app, version],
  );
  return rows;
}

/** Records a published build and its files; false when the version was recorded meanwhile by another upload. */
export async function insertVersion(
  tx: Queryable,
  version: Omit<PublishedVersion, 'publishedAt' | 'publishedBy' | 'team'>,
  files: PublishedFile[],
  actor: Actor,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO registry_versions
       (app, version, entry_key, server_bundle_key, server_bundle_sha384, build_info, published_by, team, token_id,
        ci_run_url)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)
     ON CONFLICT (app, version) DO NOTHING`,
    [
      version.app,
      version.version,
      version.entryKey,
      version.serverBundle?.key ?? null,
      version.serverBundle?.sha384 ?? null,
      JSON.stringify(version.buildInfo),
      actor.by,
      actor.team,
      actor.tokenId,
      actor.ciRunUrl,
    ],
  );
  if (inserted.affectedRows === 0) return false;
  await tx.query(
    `INSERT INTO registry_files (app, version, path, key, sha384, size)
     SELECT $1, $2, f.path, f.key, f.sha384, f.size
       FROM unnest($3::text[], $4::text[], $5::text[], $6::int[]) AS f(path, key, sha384, size)`,
    [
      version.app,
      version.version,
      files.map((file) => file.path),
      files.map((file) => file.key),
      files.map((file) => file.sha384),
      files.map((file) => file.size),
    ],
  );
  return true;
}
