import type { Queryable } from '../../../platform/database/types';

export interface SandboxGrant {
  provider: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  subject: string;
  phone: string;
}

export async function saveGrant(db: Queryable, code: string, grant: SandboxGrant, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO oauth_sandbox_grants (code, provider, client_id, redirect_uri, code_challenge, subject, phone, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code,
      grant.provider,
      grant.client_id,
      grant.redirect_uri,
      grant.code_challenge,
      grant.subject,
      grant.phone,
      expiresAt.toISOString(),
    ],
  );
}

/** Exchanges a code once for an access token; null when the code is unknown, expired or already exchanged. */
export async function redeemGrant(
  db: Queryable,
  code: string,
  accessToken: string,
  now: Date,
): Promise<SandboxGrant | null> {
  const { rows } = await db.query<SandboxGrant>(
    `UPDATE oauth_sandbox_grants SET access_token = $2
      WHERE code = $1 AND access_token IS NULL AND expires_at > $3
      RETURNING provider, client_id, redirect_uri, code_challenge, subject, phone`,
    [code, accessToken, now.toISOString()],
  );
  return rows[0] ?? null;
}

export async function grantOfToken(db: Queryable, accessToken: string): Promise<SandboxGrant | null> {
  const { rows } = await db.query<SandboxGrant>(
    'SELECT provider, client_id, redirect_uri, code_challenge, subject, phone FROM oauth_sandbox_grants WHERE access_token = $1',
    [accessToken],
  );
  return rows[0] ?? null;
}
