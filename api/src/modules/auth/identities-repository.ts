import type { AuthProvider } from '@apteka/contracts/schemas';
import type { Queryable } from '../../platform/database/types';

/** The customer a provider's account signs in as, if it was linked before. */
export async function customerOfIdentity(
  db: Queryable,
  provider: AuthProvider,
  subject: string,
): Promise<number | null> {
  const { rows } = await db.query<{ customer_id: number }>(
    `SELECT i.customer_id FROM external_identities i JOIN customers c ON c.id = i.customer_id AND c.deleted_at IS NULL
      WHERE i.provider = $1 AND i.subject = $2`,
    [provider, subject],
  );
  return rows[0]?.customer_id ?? null;
}

export async function linkIdentity(db: Queryable, provider: AuthProvider, subject: string, customerId: number) {
  await db.query(
    `INSERT INTO external_identities (provider, subject, customer_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider, subject) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [provider, subject, customerId],
  );
}

export async function deleteIdentitiesOf(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM external_identities WHERE customer_id = $1', [customerId]);
}

export interface OAuthState {
  provider: AuthProvider;
  code_verifier: string;
  session_id: string;
  return_to: string;
}

export async function saveOAuthState(db: Queryable, state: string, value: OAuthState, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO oauth_states (state, provider, code_verifier, session_id, return_to, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [state, value.provider, value.code_verifier, value.session_id, value.return_to, expiresAt.toISOString()],
  );
}

/** Takes a state back once: a callback replayed with the same state finds nothing. */
export async function takeOAuthState(db: Queryable, state: string, now: Date): Promise<OAuthState | null> {
  const { rows } = await db.query<OAuthState>(
    `DELETE FROM oauth_states WHERE state = $1 AND expires_at > $2
     RETURNING provider, code_verifier, session_id, return_to`,
    [state, now.toISOString()],
  );
  return rows[0] ?? null;
}
