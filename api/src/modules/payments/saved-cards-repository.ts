import type { Queryable } from '../../platform/database/types';

export interface CardRow {
  id: number;
  brand: string;
  last4: string;
  expires: string;
}

export async function cardsOf(db: Queryable, customerId: number): Promise<CardRow[]> {
  const { rows } = await db.query<CardRow>(
    'SELECT id, brand, last4, expires FROM saved_cards WHERE customer_id = $1 ORDER BY id DESC',
    [customerId],
  );
  return rows;
}

export async function saveCard(
  db: Queryable,
  customerId: number,
  card: { token: string; brand: string; last4: string; expires: string },
): Promise<void> {
  await db.query(
    `INSERT INTO saved_cards (customer_id, token, brand, last4, expires) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id, token) DO NOTHING`,
    [customerId, card.token, card.brand, card.last4, card.expires],
  );
}

/** Deletes a customer's own card; false when the customer has no card of that id. */
export async function deleteCard(db: Queryable, customerId: number, cardId: number): Promise<boolean> {
  const result = await db.query('DELETE FROM saved_cards WHERE id = $1 AND customer_id = $2', [cardId, customerId]);
  return result.affectedRows > 0;
}

export async function deleteCardsOf(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM saved_cards WHERE customer_id = $1', [customerId]);
}
