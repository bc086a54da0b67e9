/** What the front matter of each kind of content file must hold; the import refuses a file that breaks it. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ContentFileError } from './front-matter';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Names = Type.Array(Text(100), { maxItems: 50 });

export const CategorySchema = Type.Object(
  { id: Id, slug: Type.String({ pattern: '^[a-z0-9-]+$' }), name: Text(100) },
  { additionalProperties: false },
);
export const CategoryListSchema = Type.Array(CategorySchema, { minItems: 1 });

export const AuthorSchema = Type.Object(
  { id: Id, name: Text(120), position: Text(200), credentials: Text(300) },
  { additionalProperties: false },
);

export const ArticleSchema = Type.Object(
  {
    id: Id,
    title: Text(200),
    date: Day,
    author: Id,
    category: Id,
    tags: Type.Array(Type.String({ minLength: 1, maxLength: 40, pattern: '^[^A-ZА-ЯЁ]+$' }), {
      minItems: 1,
      maxItems: 5,
    }),
    summary: Text(300),
    products: Type.Optional(Names),
  },
  { additionalProperties: false },
);

export const PROMOTION_KINDS = ['discount', 'gift', 'bundle', 'partners', 'special', 'lenses'] as const;

export const PromotionSchema = Type.Object(
  {
    title: Text(200),
    kind: Type.Union(PROMOTION_KINDS.map((kind) => Type.Literal(kind))),
    starts: Day,
    ends: Day,
    regions: Type.Union([Type.Literal('all'), Type.Array(Id, { minItems: 1 })]),
    discount: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    products: Type.Optional(Names),
    categories: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' }), { maxItems: 50 })),
    partner: Type.Optional(Text(200)),
    summary: Text(300),
  },
  { additionalProperties: false },
);

export const NewsSchema = Type.Object(
  { id: Id, title: Text(200), date: Day, summary: Text(300) },
  { additionalProperties: false },
);

export const PageSchema = Type.Object(
  {
    title: Text(200),
    path: Type.Optional(Type.String({ pattern: '^/[a-z0-9/_-]+$', maxLength: 200 })),
    brands: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z_-]+$' }), { minItems: 1 })),
    description: Text(300),
  },
  { additionalProperties: false },
);

/** The value as its schema types it, or the file's path and the first field that is wrong. */
export function checked<S extends TSchema>(schema: S, value: unknown, file: string): Static<S> {
  const error = Value.Errors(schema, value).First();
  if (!error) return value as Static<S>;
  const field = error.path.replace(/^\//, '').replace(/\//g, '.') || null;
  throw new ContentFileError(file, field, error.message);
}

/** A real calendar day (the pattern lets 2026-02-31 through). */
export function realDay(value: string, file: string, field: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ContentFileError(file, field, `нет такой даты: ${value}`);
  }
  return value;
}
