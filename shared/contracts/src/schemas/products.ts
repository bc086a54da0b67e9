import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { PriceSchema } from './cart';
import { CategorySchema } from './categories';

/** Page sizes a listing may ask for; larger is a 400. */
export const PAGE_SIZE = { default: 24, max: 60 } as const;
/** Longest search query accepted; longer is a 400. */
export const SEARCH_QUERY_MAX = 200;

export const ProductSortSchema = Type.Union(
  [
    Type.Literal('popular'),
    Type.Literal('cheap'),
    Type.Literal('expensive'),
    Type.Literal('relevance'),
    Type.Literal('custom_order'),
  ],
  {
    description:
      "popular: by popularity; cheap / expensive: by price; relevance: search order (the default with q); custom_order: the category's own order (the merchandising order, which is popularity)",
  },
);

export const SelectionSchema = Type.Union([
  Type.Literal('discounts'),
  Type.Literal('aptechka'),
  Type.Literal('nash-vybor'),
  Type.Literal('dermakosmetika'),
  Type.Literal('isg'),
]);

const idList = Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,49}$', description: 'comma-separated ids' });
const textList = Type.String({ minLength: 1, maxLength: 500, description: 'values separated by |' });

/** Filters, sort and paging shared by every listing (category, selection, search results). */
export const ProductFilterQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default })),
  sort: Type.Optional(ProductSortSchema),
  brand: Type.Optional(idList),
  manufacturer: Type.Optional(idList),
  substance: Type.Optional(idList),
  country: Type.Optional(textList),
  form: Type.Optional(textList),
  priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'kopecks' })),
  priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'kopecks' })),
  inStock: Type.Optional(Type.Boolean({ description: 'only what a pharmacy or dark store of the region holds' })),
  rx: Type.Optional(Type.Union([Type.Literal('rx'), Type.Literal('otc')])),
};

export const ProductListQuerySchema = Type.Object(
  {
    ...ProductFilterQueryProperties,
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX })),
    selection: Type.Optional(SelectionSchema),
    category: Type.Optional(
      Type.String({ pattern: '^[a-z0-9-]+(/[a-z0-9-]+){0,5}$', maxLength: 300, description: 'slug path' }),
    ),
    tradeName: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'products of one trade name (the alphabetical directory)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CategoryProductsQuerySchema = Type.Object(ProductFilterQueryProperties, { additionalProperties: false });

export const CategoriesProductsQuerySchema = Type.Object(
  {
    ...ProductFilterQueryProperties,
    categories: Type.String({
      pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,19}$',
      description: 'comma-separated category ids (each with all below it)',
    }),
  },
  { additionalProperties: false },
);

export const AvailabilityStatusSchema = Type.Union([
  Type.Literal('in_stock'),
  Type.Literal('not_enough'),
  Type.Literal('available_darkstore'),
  Type.Literal('no_delivery'),
  Type.Literal('not_available'),
]);

export const AvailabilitySchema = Type.Object({
  status: AvailabilityStatusSchema,
  /** the Russian text to show */
  text: Type.String(),
  /** the text analytics reports ('Осталось мало' is reported as 'Есть в наличии') */
  reportedText: Type.String(),
  /** pharmacies of the region that hold it (dark stores excluded) */
  pharmacies: Type.Integer(),
  /** only for pickup: prescription items are never delivered */
  pickupOnly: Type.Boolean(),
});

const NamedSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProductCardSchema = Type.Object({
  id: Type.Integer(),
  guid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  image: Type.String(),
  price: Nullable(PriceSchema),
  /** whole percent off the base price, 0 without a special price */
  discountPercent: Type.Integer(),
  brand: NamedSchema,
  mnn: Nullable(NamedSchema),
  manufacturer: Type.String(),
  country: Type.String(),
  categoryName: Type.String(),
  isPrescription: Type.Boolean(),
  availability: AvailabilitySchema,
});

const FacetValueSchema = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });

export const FacetsSchema = Type.Object({
  brands: Type.Array(FacetValueSchema),
  manufacturers: Type.Array(FacetValueSchema),
  countries: Type.Array(FacetValueSchema),
  forms: Type.Array(FacetValueSchema),
  substances: Type.Array(FacetValueSchema),
  price: Type.Object({ min: Nullable(Type.Integer()), max: Nullable(Type.Integer()) }),
  inStock: Type.Integer({ description: 'how many would remain with "in stock" on' }),
  prescription: Type.Object({ rx: Type.Integer(), otc: Type.Integer() }),
});

export const PaginationSchema = Type.Object({
  current: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  pages: Type.Integer(),
});

export const ProductListSchema = Type.Object({
  productList: Type.Object({ items: Type.Array(ProductCardSchema), pagination: PaginationSchema }),
  facets: FacetsSchema,
  category: Nullable(CategorySchema),
  /**
   * a category's listing: the categories right below it, in the catalogue's order, with their counts (since 1.15.0;
   * a listing's page needs no more of the tree)
   */
  subcategories: Type.Optional(Type.Array(CategorySchema)),
  breadcrumbs: Type.Array(Type.Object({ name: Type.String(), path: Type.Array(Type.String()) })),
  /** what the search looked for after corrections (typos, layout, transliteration); null when unchanged */
  correctedQuery: Nullable(Type.String()),
  /**
   * what a search understood when it named a complaint, as the results page's heading («Средства от кашля»,
   * «Капли от насморка»); null or absent for a search by name
   */
  searchHeading: Type.Optional(Nullable(Type.String())),
});

export const ProductAttributeSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  value: Type.String(),
  href: Type.Optional(
    Type.String({ description: "the value's page in an alphabetical directory (brand, substance, manufacturer)" }),
  ),
});

export const ProductDetailSchema = Type.Object({
  ...ProductCardSchema.properties,
  tradeName: Type.String(),
  images: Type.Array(Type.String()),
  videos: Type.Array(Type.String()),
  description: Type.String(),
  isMedicine: Type.Boolean(),
  attributes: Type.Array(ProductAttributeSchema),
  /** MED_DRUG 'Инструкция по применению' for medicines, DEFAULT 'Информация о товаре' otherwise */
  infoTitle: Type.String(),
  infoSections: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
  categoriesList: Type.Array(Type.Object({ name: Type.String(), path: Type.Array(Type.String()) })),
});

export const ProductCardListSchema = Type.Object({ items: Type.Array(ProductCardSchema) });

export const FormTypeLinkSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  formType: Type.String(),
  dosage: Nullable(Type.String()),
  price: Nullable(PriceSchema),
});
export const FormTypeLinksSchema = Type.Object({ items: Type.Array(FormTypeLinkSchema) });

export const ProductSetSchema = Type.Object({
  name: Type.String(),
  items: Type.Array(ProductCardSchema),
  /** kopecks: the sum of the items' current prices */
  total: Type.Integer(),
});
export const ProductSetsSchema = Type.Object({ items: Type.Array(ProductSetSchema) });

export const ProductKeyParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9-]{1,120}$', description: 'numeric id or slug' }),
});

export const RelatedQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 12 })) },
  { additionalProperties: false },
);

export const RecommendQuerySchema = Type.Object(
  {
    productId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 12 })),
  },
  { additionalProperties: false },
);

export const PopularQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 12 })),
  },
  { additionalProperties: false },
);

export const SuggestionKindSchema = Type.Union([
  Type.Literal('product'),
  Type.Literal('category'),
  Type.Literal('brand'),
  Type.Literal('substance'),
  Type.Literal('history'),
]);

export const SuggestionSchema = Type.Object({
  kind: SuggestionKindSchema,
  text: Type.String(),
  /** where choosing it leads: a product page, a category, or a search */
  href: Type.String(),
  productId: Type.Optional(Type.Integer()),
  price: Type.Optional(Nullable(PriceSchema)),
  image: Type.Optional(Type.String()),
});

export const SuggestionsQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX })),
    history_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 20, default: 5 })),
  },
  { additionalProperties: false },
);

export const SuggestionsSchema = Type.Object({
  query: Type.String(),
  correctedQuery: Nullable(Type.String()),
  suggestions: Type.Array(SuggestionSchema),
});

export const HistoryDeleteQuerySchema = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX, description: 'one entry; all history without it' })) },
  { additionalProperties: false },
);

export const CategoryMenuSchema = Type.Array(
  Type.Object({
    ...CategorySchema.properties,
    children: Type.Array(Type.Object(CategorySchema.properties)),
  }),
);

export type ProductSort = Static<typeof ProductSortSchema>;
export type Selection = Static<typeof SelectionSchema>;
export type ProductListQuery = Static<typeof ProductListQuerySchema>;
export type CategoryProductsQuery = Static<typeof CategoryProductsQuerySchema>;
export type CategoriesProductsQuery = Static<typeof CategoriesProductsQuerySchema>;
export type AvailabilityStatus = Static<typeof AvailabilityStatusSchema>;
export type Availability = Static<typeof AvailabilitySchema>;
export type ProductCard = Static<typeof ProductCardSchema>;
export type Facets = Static<typeof FacetsSchema>;
export type ProductList = Static<typeof ProductListSchema>;
export type ProductDetail = Static<typeof ProductDetailSchema>;
export type ProductAttribute = Static<typeof ProductAttributeSchema>;
export type FormTypeLink = Static<typeof FormTypeLinkSchema>;
export type ProductSet = Static<typeof ProductSetSchema>;
export type Suggestion = Static<typeof SuggestionSchema>;
export type Suggestions = Static<typeof SuggestionsSchema>;
export type CategoryMenu = Static<typeof CategoryMenuSchema>;
