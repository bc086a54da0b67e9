import type { Queryable } from '../../../platform/database/types';
import type { CategoryItem } from './content-sources';

/** The tables the content files fill, and the column a file is found by again. */
export const CONTENT_TABLES = {
  authors: 'id',
  articles: 'id',
  promotions: 'slug',
  news: 'slug',
  info_pages: 'slug',
} as const;
export type ContentTable = keyof typeof CONTENT_TABLES;

/** Arbitrary constant naming "the content importer" among advisory locks. */
const IMPORT_LOCK_KEY = 6_060_060;

export async function lockImport(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
}

/** slug -> the hash of the file a row came from and whether it is published. */
export async function sourceHashes(
  db: Queryable,
  table: ContentTable,
): Promise<Map<string, { hash: string; published: boolean }>> {
  const { rows } = await db.query<{ slug: string; source_hash: string; published: boolean }>(
    `SELECT slug, source_hash, published FROM ${table}`,
  );
  return new Map(rows.map((row) => [row.slug, { hash: row.source_hash, published: row.published }]));
}

/** Inserts a row or replaces the one with the same key, published again. Column names come from our code. */
export async function upsertContentRow(
  db: Queryable,
  table: ContentTable,
  row: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(row);
  const key = CONTENT_TABLES[table];
  const updates = columns.filter((column) => column !== key).map((column) => `${column} = EXCLUDED.${column}`);
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}, published, updated_at)
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, true, now())
     ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}, published = true, updated_at = now()`,
    columns.map((column) => row[column]),
  );
}

/** Unpublishes the rows whose files are gone; answers how many. */
export async function unpublishMissing(db: Queryable, table: ContentTable, keptSlugs: string[]): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE ${table} SET published = false, updated_at = now() WHERE published AND NOT (slug = ANY($1::text[]))`,
    [keptSlugs],
  );
  return affectedRows;
}

/** Writes the article categories as listed; a category no longer listed is unpublished. Answers rows changed. */
export async function syncCategories(db: Queryable, categories: CategoryItem[]): Promise<number> {
  let changed = 0;
  for (const category of categories) {
    const { affectedRows } = await db.query(
      `INSERT INTO article_categories (id, slug, name, position, published) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, position = EXCLUDED.position,
         published = true
       WHERE (article_categories.slug, article_categories.name, article_categories.position, article_categories.published)
         IS DISTINCT FROM (EXCLUDED.slug, EXCLUDED.name, EXCLUDED.position, true)`,
      [category.id, category.slug, category.name, category.position],
    );
    changed += affectedRows;
  }
  const { affectedRows } = await db.query(
    'UPDATE article_categories SET published = false WHERE published AND NOT (id = ANY($1::integer[]))',
    [categories.map((category) => category.id)],
  );
  return changed + affectedRows;
}

export async function hasImportedContent(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM info_pages LIMIT 1');
  return rows.length > 0;
}
