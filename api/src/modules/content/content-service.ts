import type {
  Article,
  ArticleList,
  AuthorPage,
  Chain,
  DeliveryMode,
  InfoPageContent,
  NewsItem,
  NewsList,
  Promotion,
  PromotionList,
} from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { cardsOfNamedProducts } from '../catalog';
import {
  articlePage,
  articleTopics,
  findArticle,
  findAuthor,
  relatedArticles,
  type ArticleFilter,
} from './articles-repository';
import { authorPhotoPath } from './content-pictures';
import { findInfoPage, findNews, infoPagesOf, newsPage } from './pages-repository';
import { findPromotion, runningPromotions, toPromotionCard } from './promotions-repository';

export const ARTICLES_PER_PAGE = 12;
export const NEWS_PER_PAGE = 10;
const RELATED_ARTICLES = 3;
const TOP_TAGS = 30;
const ARTICLE_PRODUCTS = 8;
/** A promotion page lists at most this many of its goods (the lens promotions' limit holds for all). */
export const PROMOTION_PRODUCTS = 150;

const SCOPE_KINDS = {
  all: null,
  partners: ['partners'],
  special: ['special', 'bundle', 'gift'],
  lenses: ['lenses'],
} as const;
export type PromotionScope = keyof typeof SCOPE_KINDS;

/** Who reads: the session's region and delivery mode, and the storefront's chain whose stock the goods show. */
export interface Reader {
  regionId: number;
  deliveryMode: DeliveryMode;
  chain: Chain;
}

const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The categories with their counts and the 30 most used tags. */
export const articleTopicList = (db: Queryable) => articleTopics(db, TOP_TAGS);

export async function listArticles(db: Queryable, filter: ArticleFilter, page = 1): Promise<ArticleList> {
  const { items, total } = await articlePage(db, filter, page, ARTICLES_PER_PAGE);
  return { items, page, pages: pagesOf(total, ARTICLES_PER_PAGE), total };
}

export async function articleForReader(db: Queryable, reader: Reader, id: number): Promise<Article> {
  const found = await findArticle(db, id);
  if (!found) throw notFound('article_not_found', 'Статья не найдена.');
  const context = { regionId: reader.regionId, chain: reader.chain, mode: reader.deliveryMode };
  const [products, related] = await Promise.all([
    cardsOfNamedProducts(db, context, { names: found.products }, ARTICLE_PRODUCTS),
    relatedArticles(db, found.card, RELATED_ARTICLES),
  ]);
  return {
    ...found.card,
    author: { ...found.author, photo: authorPhotoPath(found.author.id) },
    html: found.html,
    toc: found.toc,
    products,
    related,
  };
}

export async function authorPage(db: Queryable, id: number): Promise<AuthorPage> {
  const author = await findAuthor(db, id);
  if (!author) throw notFound('author_not_found', 'Автор не найден.');
  const { items } = await articlePage(db, { author: id }, 1, 500);
  return {
    author: {
      id: author.id,
      name: author.name,
      position: author.position,
      credentials: author.credentials,
      photo: authorPhotoPath(author.id),
      bioHtml: author.bio_html,
    },
    articles: items,
  };
}

export async function listPromotions(
  db: Queryable,
  reader: Pick<Reader, 'regionId'>,
  scope: PromotionScope,
  today: string,
): Promise<PromotionList> {
  const rows = await runningPromotions(db, reader.regionId, today, SCOPE_KINDS[scope]);
  return { items: rows.map(toPromotionCard) };
}

export async function promotionForReader(
  db: Queryable,
  reader: Reader,
  slug: string,
  today: string,
): Promise<Promotion> {
  const row = await findPromotion(db, slug, reader.regionId);
  if (!row) throw notFound('promotion_not_found', 'Такой акции нет в вашем городе.');
  const products = await cardsOfNamedProducts(
    db,
    { regionId: reader.regionId, chain: reader.chain, mode: reader.deliveryMode },
    { names: row.products, categories: row.categories },
    PROMOTION_PRODUCTS,
  );
  return { ...toPromotionCard(row), html: row.body_html, ended: row.ends < today, products };
}

export async function listNews(db: Queryable, page = 1): Promise<NewsList> {
  const { items, total } = await newsPage(db, page, NEWS_PER_PAGE);
  return { items, page, pages: pagesOf(total, NEWS_PER_PAGE) };
}

export async function newsItem(db: Queryable, slug: string): Promise<NewsItem> {
  const item = await findNews(db, slug);
  if (!item) throw notFound('news_not_found', 'Новость не найдена.');
  return item;
}

export async function infoPage(db: Queryable, path: string, brand: string): Promise<InfoPageContent> {
  const page = await findInfoPage(db, path, brand);
  if (!page) throw notFound('page_not_found', 'Страница не найдена.');
  return page;
}

export const infoPageList = async (db: Queryable, brand: string) => ({ pages: await infoPagesOf(db, brand) });
