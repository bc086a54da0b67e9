/**
 * `npm run content:import [-- <folder>]`: the content folder into PostgreSQL, idempotently. The whole folder is
 * read and checked first; then one transaction writes what changed (by the hash of each file) and unpublishes
 * what was removed. A bad file stops the run before anything is written.
 */
import type { Db } from '../../../platform/database/types';
import {
  lockImport,
  sourceHashes,
  syncCategories,
  unpublishMissing,
  upsertContentRow,
  type ContentTable,
} from './content-import-repository';
import { readContent, type ContentSet } from './content-sources';

export interface KindReport {
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
}
export type ImportReport = Record<ContentTable, KindReport> & { categoriesChanged: number };

function rowsOf(
  content: ContentSet,
): Record<ContentTable, Array<{ slug: string; hash: string; row: Record<string, unknown> }>> {
  return {
    authors: content.authors.map((author) => ({
      slug: author.slug,
      hash: author.hash,
      row: {
        id: author.id,
        slug: author.slug,
        name: author.name,
        position: author.position,
        credentials: author.credentials,
        bio_html: author.bioHtml,
        source_hash: author.hash,
      },
    })),
    articles: content.articles.map((article) => ({
      slug: article.slug,
      hash: article.hash,
      row: {
        id: article.id,
        slug: article.slug,
        title: article.title,
        published_on: article.date,
        author_id: article.authorId,
        category_id: article.categoryId,
        tags: article.tags,
        summary: article.summary,
        products: article.products,
        body_html: article.html,
        toc: JSON.stringify(article.toc),
        reading_minutes: article.readingMinutes,
        source_hash: article.hash,
      },
    })),
    promotions: content.promotions.map((promotion) => ({
      slug: promotion.slug,
      hash: promotion.hash,
      row: {
        slug: promotion.slug,
        title: promotion.title,
        kind: promotion.kind,
        starts_on: promotion.starts,
        ends_on: promotion.ends,
        region_ids: promotion.regionIds,
        discount: promotion.discount,
        products: promotion.products,
        categories: promotion.categories,
        partner: promotion.partner,
        summary: promotion.summary,
        body_html: promotion.html,
        source_hash: promotion.hash,
      },
    })),
    news: content.news.map((item) => ({
      slug: item.slug,
      hash: item.hash,
      row: {
        slug: item.slug,
        id: item.id,
        title: item.title,
        published_on: item.date,
        summary: item.summary,
        body_html: item.html,
        source_hash: item.hash,
      },
    })),
    info_pages: content.pages.map((page) => ({
      slug: page.slug,
      hash: page.hash,
      row: {
        slug: page.slug,
        path: page.path,
        title: page.title,
        description: page.description,
        brands: page.brands,
        body_html: page.html,
        toc: JSON.stringify(page.toc),
        source_hash: page.hash,
      },
    })),
  };
}

// Authors before articles (articles name them); the order of the report follows.
const ORDER: ContentTable[] = ['authors', 'articles', 'promotions', 'news', 'info_pages'];

export async function importContent(db: Db, folder: string): Promise<ImportReport> {
  const content = await readContent(folder);
  const rows = rowsOf(content);
  return db.transaction(async (tx) => {
    await lockImport(tx);
    const categoriesChanged = await syncCategories(tx, content.categories);
    const report = { categoriesChanged } as ImportReport;
    for (const table of ORDER) {
      const existing = await sourceHashes(tx, table);
      const kind: KindReport = { created: 0, updated: 0, unchanged: 0, unpublished: 0 };
      for (const { slug, hash, row } of rows[table]) {
        const before = existing.get(slug);
        if (before && before.hash === hash && before.published) {
          kind.unchanged += 1;
          continue;
        }
        await upsertContentRow(tx, table, row);
        if (before) kind.updated += 1;
        else kind.created += 1;
      }
      kind.unpublished = await unpublishMissing(
        tx,
        table,
        rows[table].map((entry) => entry.slug),
      );
      report[table] = kind;
    }
    return report;
  });
}
