import type { Queryable } from '../../platform/database/types';
import type { UploadedFile } from './attachments';
import type { FeedbackKind } from './feedback-forms';

export async function insertFeedback(
  db: Queryable,
  request: {
    kind: FeedbackKind;
    fields: Record<string, string>;
    phone: string | null;
    email: string | null;
    customerId: number | null;
    address: string;
  },
  files: UploadedFile[],
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO feedback_requests (kind, fields, phone, email, customer_id, client_address)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [request.kind, JSON.stringify(request.fields), request.phone, request.email, request.customerId, request.address],
  );
  const id = Number(rows[0]!.id);
  for (const [position, file] of files.entries()) {
    await db.query(
      `INSERT INTO feedback_attachments (request_id, position, file_name, size_bytes, content) VALUES ($1, $2, $3, $4, $5)`,
      [id, position, file.fileName, file.content.length, file.content],
    );
  }
  return id;
}

export async function markMailed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE feedback_requests SET mailed = true WHERE id = $1', [id]);
}

/** A subscription waits for its confirmation; asking again renews the request, a confirmed one stays confirmed. */
export async function requestSubscription(db: Queryable, email: string): Promise<{ confirmed: boolean }> {
  const { rows } = await db.query<{ confirmed: boolean }>(
    `INSERT INTO mailing_subscriptions (email) VALUES ($1)
     ON CONFLICT (email) DO UPDATE SET requested_at = now()
     RETURNING confirmed_at IS NOT NULL AS confirmed`,
    [email],
  );
  return rows[0]!;
}

export async function confirmSubscription(db: Queryable, email: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE mailing_subscriptions SET confirmed_at = COALESCE(confirmed_at, now()) WHERE email = $1',
    [email],
  );
  return affectedRows > 0;
}
