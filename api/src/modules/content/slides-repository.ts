import type { Slide } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

interface SlideRow {
  id: number;
  type: string;
  name: string;
  image_base: string;
  image_small: string;
  link: string;
  promo_slug: string | null;
  analytics_brand: string | null;
  analytics_product: string | null;
  ord: string | null;
  open_link_in_new_tab: boolean;
}

export async function listSlides(db: Queryable, type: string): Promise<Slide[]> {
  const { rows } = await db.query<SlideRow>('SELECT * FROM slides WHERE type = $1 ORDER BY position, id', [type]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    images: { base: row.image_base, small: row.image_small },
    link: row.link,
    promoSlug: row.promo_slug,
    analytics: { brand: row.analytics_brand, product_name: row.analytics_product },
    ord: row.ord,
    open_link_in_new_tab: row.open_link_in_new_tab,
  }));
}

/** The slide a built-in picture path belongs to, and whether it is the small variant; null when none has it. */
export async function slideOfImage(
  db: Queryable,
  imagePath: string,
): Promise<{ name: string; type: string; small: boolean } | null> {
  const { rows } = await db.query<{ name: string; type: string; small: boolean }>(
    'SELECT name, type, image_small = $1 AS small FROM slides WHERE image_base = $1 OR image_small = $1',
    [imagePath],
  );
  return rows[0] ?? null;
}
