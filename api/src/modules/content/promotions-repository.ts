import type { PromotionCard } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

export interface PromotionRow {
  slug: string;
  title: string;
  kind: string;
  starts: string;
  ends: string;
  region_ids: number[] | null;
  discount: number | null;
  partner: string | null;
  summary: string;
  body_html: string;
  products: string[];
  categories: string[];
}

const COLUMNS = `slug, title, kind, to_char(starts_on, 'YYYY-MM-DD') AS starts, to_char(ends_on, 'YYYY-MM-DD') AS ends,
  region_ids, discount, partner, summary, body_html, products, categories`;

export const toPromotionCard = (row: PromotionRow): PromotionCard => ({
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  starts: row.starts,
  ends: row.ends,
  regionWide: row.region_ids === null,
  discount: row.discount,
  partner: row.partner,
  summary: row.summary,
  image: `/images/promotions/${row.slug}.svg`,
});

/** Promotions running on `today` in a region, of the given kinds (all when null), ending soonest first. */
export async function runningPromotions(
  db: Queryable,
  regionId: number,
  today: string,
  kinds: readonly string[] | null,
): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT ${COLUMNS} FROM promotions
      WHERE published AND starts_on <= $2::date AND ends_on >= $2::date
        AND (region_ids IS NULL OR $1 = ANY(region_ids)) AND ($3::text[] IS NULL OR kind = ANY($3::text[]))
      ORDER BY ends_on, slug`,
    [regionId, today, kinds],
  );
  return rows;
}

/** A published promotion of the region (running, upcoming or ended), or null. */
export async function findPromotion(db: Queryable, slug: string, regionId: number): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT ${COLUMNS} FROM promotions WHERE slug = $1 AND published AND (region_ids IS NULL OR $2 = ANY(region_ids))`,
    [slug, regionId],
  );
  return rows[0] ?? null;
}

export async function promotionTitle(db: Queryable, slug: string): Promise<{ title: string; kind: string } | null> {
  const { rows } = await db.query<{ title: string; kind: string }>(
    'SELECT title, kind FROM promotions WHERE slug = $1 AND published',
    [slug],
  );
  return rows[0] ?? null;
}
