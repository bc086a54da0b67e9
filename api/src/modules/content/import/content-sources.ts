/**
 * Reads a content folder (article-categories.yml, authors/, articles/, promotions/, news/, pages/) into checked,
 * rendered items. Any wrong file stops the read with its path and field, before anything is written.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { readingMinutes, renderMarkdown, type TocEntry } from '../markdown';
import {
  ArticleSchema,
  AuthorSchema,
  CategoryListSchema,
  checked,
  NewsSchema,
  PageSchema,
  PromotionSchema,
  realDay,
} from './content-schemas';
import { ContentFileError, splitFrontMatter } from './front-matter';

interface Source {
  slug: string;
  hash: string;
}
export interface CategoryItem {
  id: number;
  slug: string;
  name: string;
  position: number;
}
export interface AuthorItem extends Source {
  id: number;
  name: string;
  position: string;
  credentials: string;
  bioHtml: string;
}
export interface ArticleItem extends Source {
  id: number;
  title: string;
  date: string;
  authorId: number;
  categoryId: number;
  tags: string[];
  summary: string;
  products: string[];
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
}
export interface PromotionItem extends Source {
  title: string;
  kind: string;
  starts: string;
  ends: string;
  regionIds: number[] | null;
  discount: number | null;
  products: string[];
  categories: string[];
  partner: string | null;
  summary: string;
  html: string;
}
export interface NewsItem extends Source {
  id: number;
  title: string;
  date: string;
  summary: string;
  html: string;
}
export interface PageItem extends Source {
  path: string;
  title: string;
  description: string;
  brands: string[] | null;
  html: string;
  toc: TocEntry[];
}
export interface ContentSet {
  categories: CategoryItem[];
  authors: AuthorItem[];
  articles: ArticleItem[];
  promotions: PromotionItem[];
  news: NewsItem[];
  pages: PageItem[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function markdownFiles(folder: string, kind: string) {
  const dir = path.join(folder, kind);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = [];
  for (const name of names.filter((entry) => entry.endsWith('.md')).sort()) {
    const file = path.join(kind, name);
    const slug = name.slice(0, -3);
    if (!SLUG.test(slug))
      throw new ContentFileError(file, null, 'имя файла — латиница в нижнем регистре, цифры и дефисы');
    const text = await readFile(path.join(dir, name), 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    files.push({ file, slug, hash, ...splitFrontMatter(file, text) });
  }
  return files;
}

function unique<T>(items: T[], key: (item: T) => string | number, file: (item: T) => string, field: string) {
  const seen = new Map<string | number, string>();
  for (const item of items) {
    const value = key(item);
    const earlier = seen.get(value);
    if (earlier) throw new ContentFileError(file(item), field, `${value} уже занят файлом ${earlier}`);
    seen.set(value, file(item));
  }
}

export async function readContent(folder: string): Promise<ContentSet> {
  const categoriesFile = 'article-categories.yml';
  let categoryData: unknown = [];
  try {
    categoryData = parse(await readFile(path.join(folder, categoriesFile), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new ContentFileError(categoriesFile, null, (error as Error).message);
  }
  const categories = (
    Array.isArray(categoryData) && categoryData.length === 0
      ? []
      : checked(CategoryListSchema, categoryData, categoriesFile)
  ).map((category, position) => ({ ...category, position }));
  unique(
    categories,
    (category) => category.id,
    () => categoriesFile,
    'id',
  );

  const authors = (await markdownFiles(folder, 'authors')).map(({ file, slug, hash, data, body }) => {
    const front = checked(AuthorSchema, data, file);
    return { file, slug, hash, ...front, bioHtml: renderMarkdown(body).html };
  });
  unique(
    authors,
    (author) => author.id,
    (author) => author.file,
    'id',
  );

  const authorIds = new Set(authors.map((author) => author.id));
  const categoryIds = new Set(categories.map((category) => category.id));
  const articles = (await markdownFiles(folder, 'articles')).map(({ file, slug, hash, data, body }) => {
    const front = checked(ArticleSchema, data, file);
    if (!authorIds.has(front.author)) throw new ContentFileError(file, 'author', `нет автора с id ${front.author}`);
    if (!categoryIds.has(front.category))
      throw new ContentFileError(file, 'category', `нет рубрики с id ${front.category}`);
    const rendered = renderMarkdown(body);
    return {
      file,
      slug,
      hash,
      id: front.id,
      title: front.title,
      date: realDay(front.date, file, 'date'),
      authorId: front.author,
      categoryId: front.category,
      tags: [...new Set(front.tags.map((tag) => tag.trim()))],
      summary: front.summary,
      products: front.products ?? [],
      html: rendered.html,
      toc: rendered.toc,
      readingMinutes: readingMinutes(rendered.words),
    };
  });
  unique(
    articles,
    (article) => article.id,
    (article) => article.file,
    'id',
  );

  const promotions = (await markdownFiles(folder, 'promotions')).map(({ file, slug, hash, data, body }) => {
    const front = checked(PromotionSchema, data, file);
    const starts = realDay(front.starts, file, 'starts');
    const ends = realDay(front.ends, file, 'ends');
    if (ends < starts) throw new ContentFileError(file, 'ends', 'акция заканчивается раньше, чем начинается');
    if (front.kind === 'partners' && !front.partner)
      throw new ContentFileError(file, 'partner', 'у партнёрской акции нужен партнёр');
    return {
      slug,
      hash,
      title: front.title,
      kind: front.kind,
      starts,
      ends,
      regionIds: front.regions === 'all' ? null : front.regions,
      discount: front.discount ?? null,
      products: front.products ?? [],
      categories: front.categories ?? [],
      partner: front.partner ?? null,
      summary: front.summary,
      html: renderMarkdown(body).html,
    };
  });

  const news = (await markdownFiles(folder, 'news')).map(({ file, slug, hash, data, body }) => {
    const front = checked(NewsSchema, data, file);
    return { file, slug, hash, ...front, date: realDay(front.date, file, 'date'), html: renderMarkdown(body).html };
  });
  unique(
    news,
    (item) => item.id,
    (item) => item.file,
    'id',
  );

  const pages = (await markdownFiles(folder, 'pages')).map(({ file, slug, hash, data, body }) => {
    const front = checked(PageSchema, data, file);
    const rendered = renderMarkdown(body);
    return {
      file,
      slug,
      hash,
      path: front.path ?? `/basic-pages/${slug}`,
      title: front.title,
      description: front.description,
      brands: front.brands ?? null,
      html: rendered.html,
      toc: rendered.toc,
    };
  });
  unique(
    pages,
    (page) => page.path,
    (page) => page.file,
    'path',
  );

  return { categories, authors, articles, promotions, news, pages };
}
