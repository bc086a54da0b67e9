/** Editorial content: articles and their authors, promotions, news, information pages. */
import { Type } from '@sinclair/typebox';
import { IdSchema, Nullable } from './common';
import { ProductCardSchema } from './products';

const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' });
const PageNumber = Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 }));

export const TocEntrySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  level: Type.Union([Type.Literal(2), Type.Literal(3)]),
});

export const ArticleCategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  articles: Type.Integer({ description: 'published articles in it' }),
});
export const ArticleTagSchema = Type.Object({ tag: Type.String(), articles: Type.Integer() });
export const ArticleTopicsSchema = Type.Object({
  categories: Type.Array(ArticleCategorySchema),
  tags: Type.Array(ArticleTagSchema, { description: 'the most used tags first' }),
});

export const AuthorSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  credentials: Type.String(),
  photo: Type.String({ description: 'picture URL (fixed 160 × 160)' }),
});

export const ArticleCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  summary: Type.String(),
  readingMinutes: Type.Integer(),
  category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  tags: Type.Array(Type.String()),
  author: Type.Object({ id: Type.Integer(), name: Type.String() }),
});

export const ArticleListQuerySchema = Type.Object(
  {
    page: PageNumber,
    category: Type.Optional(IdSchema),
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    author: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);
export const ArticleListSchema = Type.Object({
  items: Type.Array(ArticleCardSchema),
  page: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer(),
});

export const ArticleSchema = Type.Object({
  ...ArticleCardSchema.properties,
  author: AuthorSummarySchema,
  html: Type.String({ description: 'sanitised HTML of the body' }),
  toc: Type.Array(TocEntrySchema),
  products: Type.Array(ProductCardSchema, { description: 'goods the article names, priced for the region' }),
  related: Type.Array(ArticleCardSchema),
});

export const AuthorPageSchema = Type.Object({
  author: Type.Object({ ...AuthorSummarySchema.properties, bioHtml: Type.String() }),
  articles: Type.Array(ArticleCardSchema),
});

export const PROMOTION_SCOPES = ['all', 'partners', 'special', 'lenses'] as const;
export const PromotionListQuerySchema = Type.Object(
  {
    scope: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('partners'), Type.Literal('special'), Type.Literal('lenses')]),
    ),
  },
  { additionalProperties: false },
);

export const PromotionCardSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  kind: Type.String(),
  starts: Type.String(),
  ends: Type.String(),
  regionWide: Type.Boolean({ description: 'runs in every region' }),
  discount: Nullable(Type.Integer()),
  partner: Nullable(Type.String()),
  summary: Type.String(),
  image: Type.String({ description: 'picture URL (fixed 640 × 320)' }),
});
export const PromotionListSchema = Type.Object({ items: Type.Array(PromotionCardSchema) });
export const PromotionSchema = Type.Object({
  ...PromotionCardSchema.properties,
  html: Type.String(),
  ended: Type.Boolean(),
  products: Type.Array(ProductCardSchema, { description: 'the goods taking part, priced for the region' }),
});

export const NewsCardSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  date: Type.String(),
  summary: Type.String(),
});
export const NewsListQuerySchema = Type.Object({ page: PageNumber }, { additionalProperties: false });
export const NewsListSchema = Type.Object({
  items: Type.Array(NewsCardSchema),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export const NewsItemSchema = Type.Object({ ...NewsCardSchema.properties, html: Type.String() });

export const SlugParamsSchema = Type.Object({ slug: Slug });

export const InfoPageQuerySchema = Type.Object(
  { path: Type.String({ minLength: 2, maxLength: 200, pattern: '^/[a-z0-9/_-]+$' }) },
  { additionalProperties: false },
);
export const InfoPageSchema = Type.Object({
  path: Type.String(),
  title: Type.String(),
  description: Type.String(),
  html: Type.String(),
  toc: Type.Array(TocEntrySchema),
});
export const InfoPageListSchema = Type.Object({
  pages: Type.Array(Type.Object({ path: Type.String(), title: Type.String() })),
});
