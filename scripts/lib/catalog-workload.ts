/**
 * What shoppers ask the catalogue for, drawn from the seeded data: what they type into the search box (prefixes,
 * typos, the wrong keyboard layout, Latin transliteration), the searches they submit, the filtered category pages
 * they open and the product pages they read. Deterministic for a seed.
 */
import type { Queryable } from '../../api/src/platform/database/types';
import { cyrillicLayoutToLatin } from '../../api/src/modules/catalog/search/normalize';
import { createRandom } from '../../api/src/seed/random';
import { transliterate } from '../../api/src/platform/text/translit';

export interface CatalogWorkload {
  suggestions: string[];
  searches: string[];
  categoryPages: string[];
  productPages: string[];
}

const VOWEL_SLIPS: Record<string, string> = { о: 'а', а: 'о', е: 'и', и: 'е', я: 'е', ы: 'и' };

/** One vowel swapped for the one it is often confused with ('парацетамол' -> 'парацитамол'). */
function slip(word: string, pick: (n: number) => number): string {
  const positions = [...word].map((char, i) => (i > 0 && VOWEL_SLIPS[char] ? i : -1)).filter((i) => i >= 0);
  if (positions.length === 0) return word;
  const at = positions[pick(positions.length)]!;
  return word.slice(0, at) + VOWEL_SLIPS[word[at]!]! + word.slice(at + 1);
}

const firstWord = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^a-zа-я0-9-]+/)[0] ?? '';

export async function catalogWorkload(db: Queryable, seed = 20261123): Promise<CatalogWorkload> {
  const random = createRandom(seed);
  const pick = (n: number) => random.int(0, n - 1);
  const names = async (sql: string) =>
    (await db.query<{ name: string }>(sql)).rows.map((row) => firstWord(row.name)).filter((word) => word.length >= 4);
  const words = [
    ...(await names('SELECT DISTINCT trade_name AS name FROM products ORDER BY 1 LIMIT 2000')).filter(
      (_, i) => i % 10 === 0,
    ),
    ...(await names('SELECT name FROM substances ORDER BY md5(name) LIMIT 60')),
    ...(await names('SELECT name FROM brands ORDER BY md5(name) LIMIT 40')),
  ];
  const cyrillic = words.filter((word) => /^[а-я]/.test(word));

  const typed = new Set<string>();
  for (const word of words) {
    typed.add(word.slice(0, random.int(3, Math.max(3, word.length - 1))));
    typed.add(word);
  }
  for (const word of cyrillic) {
    typed.add(slip(word, pick));
    typed.add(cyrillicLayoutToLatin(word));
    typed.add(transliterate(word));
  }
  const searches = new Set<string>([
    ...words,
    ...cyrillic.map((word) => slip(word, pick)),
    ...cyrillic.filter((_, i) => i % 3 === 0).map(cyrillicLayoutToLatin),
  ]);

  const { rows: categories } = await db.query<{ path: string[]; brand_id: number | null }>(
    `SELECT c.path,
            (SELECT p.brand_id FROM products p JOIN categories d ON d.id = p.category_id
              WHERE d.path[1:cardinality(c.path)] = c.path GROUP BY p.brand_id ORDER BY count(*) DESC, p.brand_id LIMIT 1) AS brand_id
       FROM categories c ORDER BY c.id`,
  );
  const filters = (brand: number | null) => [
    'inStock=true',
    'rx=otc',
    'priceMax=50000',
    'sort=cheap',
    'inStock=true&sort=expensive&page=2',
    ...(brand === null ? [] : [`brand=${brand}`, `brand=${brand}&inStock=true`]),
  ];
  const categoryPages = categories.flatMap(({ path, brand_id: brand }) =>
    filters(brand).map((filter) => `/api/products?category=${path.join('/')}&${filter}`),
  );

  const { rows: products } = await db.query<{ slug: string }>('SELECT slug FROM products ORDER BY md5(slug) LIMIT 500');

  const q = (text: string) => encodeURIComponent(text);
  return {
    suggestions: [...typed].map((text) => `/api/catalog/search?q=${q(text)}&history_limit=5`),
    searches: [...searches].map((text) => `/api/products?q=${q(text)}`),
    categoryPages,
    productPages: products.map((row) => `/api/products/${row.slug}`),
  };
}
