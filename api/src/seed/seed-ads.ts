/**
 * Advertising of the built-in provider: a few advertisers' campaigns with top banners and listing creatives on
 * the most popular non-prescription products (overall and per top-level category), one campaign for one region
 * and one that has ended. Deterministic: products are chosen by popularity and id, tokens by the seeded random.
 */
import type { Queryable } from '../platform/database/types';
import { insertRows } from './insert';
import type { Random } from './random';

const FOREVER = { starts_at: '2025-01-01T00:00:00Z', ends_at: '2099-12-31T00:00:00Z' };

const CAMPAIGNS = [
  { id: 1, client_name: 'ООО «Здоровье Плюс»', ...FOREVER, region_ids: null, priority: 10 },
  { id: 2, client_name: 'АО «ФармИнвест»', ...FOREVER, region_ids: null, priority: 5 },
  // Kazan only
  { id: 3, client_name: 'ООО «Натура Вита»', ...FOREVER, region_ids: [16], priority: 20 },
  // ended: never shown
  {
    id: 4,
    client_name: 'ООО «Бьюти Лаб»',
    starts_at: '2024-01-01T00:00:00Z',
    ends_at: '2024-12-31T00:00:00Z',
    region_ids: null,
    priority: 30,
  },
];

/** Listing creatives promoting the most popular products everywhere. */
const RUN_OF_SITE_TILES = 6;

interface CreativeRow {
  id: number;
  campaign_id: number;
  placement: 'top_banner' | 'listing';
  token: string;
  title: string;
  text: string | null;
  image: string | null;
  link: string | null;
  product_id: number | null;
  target_category_id: number | null;
  position: number;
}

const TOKEN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** An ORD marking token (erid) in its usual shape: base58, 9–11 characters. */
function ordToken(random: Random, taken: Set<string>): string {
  for (;;) {
    const length = random.int(9, 11);
    let token = '';
    for (let i = 0; i < length; i++) token += random.pick([...TOKEN_ALPHABET]);
    if (!taken.has(token)) {
      taken.add(token);
      return token;
    }
  }
}

export async function seedAds(tx: Queryable, random: Random): Promise<number> {
  const tokens = new Set<string>();
  const creatives: CreativeRow[] = [];
  const add = (row: Omit<CreativeRow, 'id' | 'token' | 'position'>) =>
    creatives.push({ ...row, id: creatives.length + 1, token: ordToken(random, tokens), position: creatives.length });

  const categoryId = async (path: string[]) =>
    (await tx.query<{ id: number }>('SELECT id FROM categories WHERE path = $1::text[]', [path])).rows[0]?.id ?? null;
  const banner = { placement: 'top_banner' as const, image: null, product_id: null };
  add({
    ...banner,
    campaign_id: 1,
    title: 'Витамины для всей семьи',
    text: 'Скидки до 20 % на витамины и минералы',
    link: '/catalog/discounts',
    target_category_id: null,
  });
  add({
    ...banner,
    campaign_id: 2,
    title: 'Аптечка на каждый день',
    text: 'Всё самое нужное — в одном разделе',
    link: '/catalog/aptechka',
    target_category_id: null,
  });
  add({
    ...banner,
    campaign_id: 2,
    title: 'Здоровое сердце',
    text: 'Препараты для сердца и сосудов',
    link: '/catalog/lekarstvennye-sredstva/serdtse-i-sosudy',
    target_category_id: await categoryId(['lekarstvennye-sredstva', 'serdtse-i-sosudy']),
  });
  add({
    ...banner,
    campaign_id: 3,
    title: 'Натура Вита в Казани',
    text: 'Натуральная косметика с доставкой',
    link: '/catalog/dermakosmetika',
    target_category_id: null,
  });
  add({
    ...banner,
    campaign_id: 4,
    title: 'Летняя распродажа',
    text: 'Акция завершена',
    link: '/catalog/discounts',
    target_category_id: null,
  });

  const popular = await tx.query<{ id: number }>(
    'SELECT id FROM products WHERE NOT is_prescription ORDER BY popularity DESC, id LIMIT $1',
    [RUN_OF_SITE_TILES],
  );
  const listing = { placement: 'listing' as const, text: null, image: null, link: null };
  for (const { id } of popular.rows)
    add({ ...listing, campaign_id: 1, title: 'Популярный товар', product_id: id, target_category_id: null });
  const perCategory = await tx.query<{ category_id: number; product_id: number }>(
    `SELECT DISTINCT ON (top.id) top.id AS category_id, p.id AS product_id
       FROM categories top
       JOIN categories c ON c.path[1] = top.path[1]
       JOIN products p ON p.category_id = c.id
      WHERE top.parent_id IS NULL AND NOT p.is_prescription AND NOT (p.id = ANY ($1::int[]))
      ORDER BY top.id, p.popularity DESC, p.id`,
    [popular.rows.map((row) => row.id)],
  );
  for (const row of perCategory.rows)
    add({
      ...listing,
      campaign_id: 2,
      title: 'Рекомендуем',
      product_id: row.product_id,
      target_category_id: row.category_id,
    });
  const first = popular.rows[0];
  if (first)
    add({ ...listing, campaign_id: 4, title: 'Акция завершена', product_id: first.id, target_category_id: null });

  await insertRows(tx, 'ad_campaigns', CAMPAIGNS);
  return insertRows(tx, 'ad_creatives', creatives);
}

/** Seeds the ads of a database seeded before advertising existed; does nothing once there are campaigns. */
export async function seedAdsIfMissing(tx: Queryable, random: Random): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM ad_campaigns');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await seedAds(tx, random);
  return true;
}
