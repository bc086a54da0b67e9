/** The writes of a catalogue operator on one product: withdrawn from sale or not, and its slug. */
import type { Queryable } from '../../platform/database/types';
import { parameters } from './product-cards';
import { productKeyCondition } from './product-detail-repository';

export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  withdrawnAt: Date | null;
}

const RECORD_COLUMNS = 'p.id, p.slug, p.name, p.withdrawn_at AS "withdrawnAt"';

/** The product an address key names (id, slug or former slug); with `lock`, locked until the transaction ends. */
export async function productRecordByKey(
  db: Queryable,
  key: string,
  { lock }: { lock: boolean },
): Promise<ProductRecord | null> {
  const { values, bind } = parameters();
  const { rows } = await db.query<ProductRecord>(
    `SELECT ${RECORD_COLUMNS} FROM products p WHERE ${productKeyCondition(key, bind)}${lock ? ' FOR UPDATE' : ''}`,
    values,
  );
  return rows[0] ?? null;
}

/** Withdraws a product from sale (keeping the first time it was) or puts it back on sale. */
export async function setWithdrawn(db: Queryable, productId: number, withdrawn: boolean): Promise<ProductRecord> {
  const { rows } = await db.query<ProductRecord>(
    `UPDATE products p SET withdrawn_at = CASE WHEN $2::boolean THEN COALESCE(p.withdrawn_at, now()) END
      WHERE p.id = $1 RETURNING ${RECORD_COLUMNS}`,
    [productId, withdrawn],
  );
  return rows[0]!;
}

/** Gives a product a new slug; the database keeps the one it leaves (product_slug_history, migration 067). */
export async function setSlug(db: Queryable, productId: number, slug: string): Promise<ProductRecord> {
  const { rows } = await db.query<ProductRecord>(
    `UPDATE products p SET slug = $2 WHERE p.id = $1 RETURNING ${RECORD_COLUMNS}`,
    [productId, slug],
  );
  return rows[0]!;
}
