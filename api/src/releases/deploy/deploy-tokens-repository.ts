import type { Queryable } from '../../platform/database/types';
import type { RegistryApp } from '../registry/registry-moves';

export interface DeployToken {
  id: string;
  scope: RegistryApp;
  team: string;
  createdAt: Date;
  createdBy: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

interface RawToken {
  id: string;
  scope: RegistryApp;
  team: string;
  secret_sha256: string;
  created_at: Date | string;
  created_by: string;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

const tokenRow = (row: RawToken): DeployToken => ({
  id: row.id,
  scope: row.scope,
  team: row.team,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  revokedAt: date(row.revoked_at),
  lastUsedAt: date(row.last_used_at),
});

export async function insertToken(
  db: Queryable,
  token: { id: string; scope: RegistryApp; team: string; secretSha256: string; createdBy: string },
): Promise<DeployToken> {
  const { rows } = await db.query<RawToken>(
    `INSERT INTO deploy_tokens (id, scope, team, secret_sha256, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [token.id, token.scope, token.team, token.secretSha256, token.createdBy],
  );
  return tokenRow(rows[0]!);
}

/** A token that is not revoked, with the hash of its secret. */
export async function findLiveToken(
  db: Queryable,
  id: string,
): Promise<{ token: DeployToken; secretSha256: string } | null> {
  const { rows } = await db.query<RawToken>('SELECT * FROM deploy_tokens WHERE id = $1 AND revoked_at IS NULL', [id]);
  return rows[0] ? { token: tokenRow(rows[0]), secretSha256: rows[0].secret_sha256 } : null;
}

export async function markTokenUsed(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE deploy_tokens SET last_used_at = now() WHERE id = $1', [id]);
}

export async function revokeTokenRow(db: Queryable, id: string): Promise<DeployToken | null> {
  const { rows } = await db.query<RawToken>(
    'UPDATE deploy_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING *',
    [id],
  );
  return rows[0] ? tokenRow(rows[0]) : null;
}

export async function allTokens(db: Queryable): Promise<DeployToken[]> {
  const { rows } = await db.query<RawToken>('SELECT * FROM deploy_tokens ORDER BY created_at, id');
  return rows.map(tokenRow);
}
