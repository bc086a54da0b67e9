/**
 * The alphabetical directories of a region: which letters have names, the names under a letter with their product
 * counts, and one name by its slug. Only names with offers in the region count; everything reads the storefront's
 * chain's `catalog_offers` through their indexes (migrations 044, 080) plus the small brands / manufacturers /
 * substances tables.
 */
import type { AlphabetDirectory, AlphabetName, Chain } from '@apteka/contracts';
import { ALPHABET_STRIP } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { slugify } from '../../platform/text/translit';

interface Entry {
  slug: string;
  label: string;
  count: number;
  /** the value of the `/products` filter */
  value: string;
}

/** A directory over a reference table whose id the offers carry. */
const REFERENCE: Record<
  Exclude<AlphabetDirectory, 'trade-names'>,
  { table: string; column: string; filter: AlphabetName['filter']['key'] }
> = {
  brands: { table: 'brands', column: 'brand_id', filter: 'brand' },
  manufacturers: { table: 'manufacturers', column: 'manufacturer_id', filter: 'manufacturer' },
  substances: { table: 'substances', column: 'substance_id', filter: 'substance' },
};

const byLabel = (a: Entry, b: Entry) => a.label.localeCompare(b.label, 'ru');

/** Letters with at least one name in the region and how many names each has, in strip order. */
export async function alphabetLetters(
  db: Queryable,
  directory: AlphabetDirectory,
  regionId: number,
  chain: Chain,
): Promise<Array<{ letter: string; count: number }>> {
  const sql =
    directory === 'trade-names'
      ? `SELECT alphabet_initial(x.trade_name) AS letter, count(*)::int AS count
           FROM (SELECT DISTINCT trade_name FROM catalog_offers WHERE region_id = $1 AND chain = $2) x
          GROUP BY 1`
      : `SELECT alphabet_initial(t.name) AS letter, count(*)::int AS count
           FROM ${REFERENCE[directory].table} t
          WHERE EXISTS (SELECT 1 FROM catalog_offers o WHERE o.region_id = $1 AND o.chain = $2 AND o.${REFERENCE[directory].column} = t.id)
          GROUP BY 1`;
  const { rows } = await db.query<{ letter: string | null; count: number }>(sql, [regionId, chain]);
  return rows
    .filter((row): row is { letter: string; count: number } => row.letter !== null)
    .sort((a, b) => ALPHABET_STRIP.indexOf(a.letter) - ALPHABET_STRIP.indexOf(b.letter));
}

async function entriesOf(
  db: Queryable,
  directory: AlphabetDirectory,
  regionId: number,
  chain: Chain,
  letter: string,
  slug?: string,
): Promise<Entry[]> {
  if (directory === 'trade-names') {
    const { rows } = await db.query<{ name: string; count: number }>(
      // Grouped first (OFFSET 0 keeps the letter test out of the scan), so the letter is computed once a name.
      `SELECT name, count FROM (
         SELECT trade_name AS name, count(*)::int AS count FROM catalog_offers WHERE region_id = $1 AND chain = $3
          GROUP BY trade_name OFFSET 0
       ) x WHERE alphabet_initial(name) = $2`,
      [regionId, letter, chain],
    );
    // Trade names have no slug of their own: the transliterated name is stable, and the first of two names that
    // would share one keeps it.
    const seen = new Set<string>();
    const entries: Entry[] = [];
    for (const row of rows.sort((a, b) => a.name.localeCompare(b.name, 'ru'))) {
      const entrySlug = slugify(row.name);
      if (entrySlug === '' || seen.has(entrySlug)) continue;
      seen.add(entrySlug);
      entries.push({ slug: entrySlug, label: row.name, count: row.count, value: row.name });
    }
    return slug === undefined ? entries : entries.filter((entry) => entry.slug === slug);
  }
  const { table, column } = REFERENCE[directory];
  const { rows } = await db.query<{ id: number; slug: string; name: string; count: number }>(
    `SELECT t.id, t.slug, t.name, c.count
       FROM ${table} t
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS count FROM catalog_offers o WHERE o.region_id = $1 AND o.chain = $3 AND o.${column} = t.id
      ) c
      WHERE alphabet_initial(t.name) = $2 AND c.count > 0 ${slug === undefined ? '' : 'AND t.slug = $4'}`,
    slug === undefined ? [regionId, letter, chain] : [regionId, letter, chain, slug],
  );
  return rows
    .map((row) => ({ slug: row.slug, label: row.name, count: row.count, value: String(row.id) }))
    .sort(byLabel);
}

/** The names under a letter with their product counts in the region, in alphabetical order. */
export async function alphabetNames(
  db: Queryable,
  directory: AlphabetDirectory,
  regionId: number,
  chain: Chain,
  letter: string,
) {
  return (await entriesOf(db, directory, regionId, chain, letter)).map(({ value: _value, ...entry }) => entry);
}

/** One name of a letter by its slug and the listing filter of its products; null when the region has none. */
export async function alphabetName(
  db: Queryable,
  directory: AlphabetDirectory,
  regionId: number,
  chain: Chain,
  letter: string,
  slug: string,
): Promise<{ name: Omit<Entry, 'value'>; filter: AlphabetName['filter'] } | null> {
  const [entry] = await entriesOf(db, directory, regionId, chain, letter, slug);
  if (!entry) return null;
  const { value, ...name } = entry;
  return { name, filter: { key: directory === 'trade-names' ? 'tradeName' : REFERENCE[directory].filter, value } };
}
