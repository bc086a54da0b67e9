/** SQL of the built-in ad provider and the product side every provider shares. */
import type { AdBanner, AdTile } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { CARD_COLUMNS, cardJoins, parameters, toCard, type CardRow } from '../catalog';
import type { AdPick, AdTarget } from './ad-provider';

type Placement = 'top_banner' | 'listing';

/**
 * Creatives of a placement that may show for the target now: campaign running, region targeted (or none), the
 * page inside the creative's target category (or no target), and the promoted product, if any, not a
 * prescription one. The target page's category path is the product's category when a product is given.
 */
function eligibleCreatives(placement: Placement, target: AdTarget, bind: (value: unknown) => string): string {
  const pagePath =
    target.productId !== undefined
      ? `(SELECT pc.path FROM products pp JOIN categories pc ON pc.id = pp.category_id WHERE pp.id = ${bind(target.productId)})`
      : `${bind(target.categoryPath ?? null)}::text[]`;
  return `FROM ad_creatives cr
      JOIN ad_campaigns ca ON ca.id = cr.campaign_id
      LEFT JOIN categories tc ON tc.id = cr.target_category_id
      LEFT JOIN products ap ON ap.id = cr.product_id
     WHERE cr.placement = ${bind(placement)}
       AND ca.starts_at <= now() AND now() < ca.ends_at
       AND (ca.region_ids IS NULL OR ${bind(target.regionId)}::int = ANY (ca.region_ids))
       AND (tc.id IS NULL OR (${pagePath})[1:cardinality(tc.path)] = tc.path)
       AND (ap.id IS NULL OR NOT ap.is_prescription)`;
}

/** Category-targeted creatives before run-of-site ones, then the campaign's priority. */
const CREATIVE_ORDER = '(tc.id IS NOT NULL) DESC, ca.priority DESC, cr.position, cr.id';

interface BannerRow {
  id: number;
  title: string;
  text: string | null;
  image: string | null;
  link: string | null;
  client_name: string;
  token: string;
}

/** The banners a slot may show for the target now, in the order a rotation goes through them. */
export async function eligibleBanners(db: Queryable, target: AdTarget): Promise<AdBanner[]> {
  const { values, bind } = parameters();
  const from = eligibleCreatives('top_banner', target, bind);
  const { rows } = await db.query<BannerRow>(
    `SELECT cr.id, cr.title, cr.text, cr.image, cr.link, ca.client_name, cr.token
       ${from}
      ORDER BY ${CREATIVE_ORDER}`,
    values,
  );
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    text: row.text,
    image: row.image,
    link: row.link,
    client: { name: row.client_name },
    token: row.token,
  }));
}

/** The `rotation`-th of a slot's banners, going round; none for an empty slot. */
export const bannerAt = (banners: AdBanner[], rotation: number): AdBanner | null =>
  banners.length === 0 ? null : banners[rotation % banners.length]!;

/** Listing creatives whose product is sold in the region, at most `count`. */
export async function findListingPicks(db: Queryable, target: AdTarget, count: number): Promise<AdPick[]> {
  const { values, bind } = parameters();
  const from = eligibleCreatives('listing', target, bind);
  const { rows } = await db.query<{ id: number; product_id: number; client_name: string; token: string }>(
    `SELECT cr.id, cr.product_id, ca.client_name, cr.token
       ${from}
       AND EXISTS (SELECT 1 FROM catalog_offers o
                    WHERE o.region_id = ${bind(target.regionId)} AND o.chain = ${bind(target.chain)}
                      AND o.product_id = cr.product_id AND NOT o.is_prescription)
      ORDER BY ${CREATIVE_ORDER}
      LIMIT ${bind(count)}`,
    values,
  );
  return rows.map((row) => ({
    id: String(row.id),
    productId: row.product_id,
    clientName: row.client_name,
    token: row.token,
  }));
}

/**
 * The picks as tiles, in their order: products priced in the region, with the stock of the target's chain there;
 * prescription and unsold ones dropped.
 */
export async function adTiles(
  db: Queryable,
  { regionId, chain, mode }: Pick<AdTarget, 'regionId' | 'chain' | 'mode'>,
  picks: AdPick[],
): Promise<AdTile[]> {
  if (picks.length === 0) return [];
  const { values, bind } = parameters();
  const region = bind(regionId);
  const { rows } = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM products p ${cardJoins(region, bind(chain))}
      WHERE p.id = ANY (${bind(picks.map((pick) => pick.productId))}::int[])
        AND o.product_id IS NOT NULL AND NOT p.is_prescription`,
    values,
  );
  const cards = new Map(rows.map((row) => [row.id, toCard(row, mode)]));
  return picks.flatMap((pick) => {
    const product = cards.get(pick.productId);
    return product ? [{ id: pick.id, product, client: { name: pick.clientName }, token: pick.token }] : [];
  });
}

/** Whether a product may be advertised: it exists and is not sold on prescription. */
export async function isAdvertisable(db: Queryable, productId: number): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>('SELECT NOT is_prescription AS ok FROM products WHERE id = $1', [
    productId,
  ]);
  return rows[0]?.ok === true;
}
