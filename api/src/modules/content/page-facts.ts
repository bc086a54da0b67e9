/** What the server needs to compose a content page's head: the article, promotion, news item or page, or nothing. */
import type { Queryable } from '../../platform/database/types';
import { moscowToday } from './content-dates';
import { findInfoPage } from './pages-repository';
import {
  contentAddresses,
  findArticleHead,
  findAuthorHead,
  findNewsHead,
  findPromotionHead,
} from './page-facts-repository';

export { type ArticleHead } from './page-facts-repository';

export const articleForPage = findArticleHead;
export const authorForPage = findAuthorHead;
export const newsForPage = findNewsHead;

export function promotionForPage(db: Queryable, slug: string, now = new Date()) {
  return findPromotionHead(db, slug, moscowToday(now));
}

export async function infoPageForPage(db: Queryable, path: string, brand: string) {
  const page = await findInfoPage(db, path, brand);
  return page ? { title: page.title, description: page.description } : null;
}

export function contentSitemap(db: Queryable, brand: string, now = new Date()) {
  return contentAddresses(db, brand, moscowToday(now));
}
