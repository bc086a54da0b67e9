import { Type } from '@sinclair/typebox';
import { GeoPointSchema, IdSchema, Nullable } from './common';

export const OpeningHoursSchema = Type.Object({
  day: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Monday ... 6 = Sunday' }),
  open: Nullable(Type.String({ description: "'HH:MM' local time, null when closed that day" })),
  close: Nullable(Type.String()),
});

export const StoreSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
});

export const StoreSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  regionId: Type.Integer(),
  coordinates: GeoPointSchema,
  phone: Type.String(),
  metro: Nullable(Type.String()),
  isAroundTheClock: Type.Boolean(),
  hasOptics: Type.Boolean(),
  hasOpticEmail: Type.Boolean(),
  openingHours: Type.Array(OpeningHoursSchema),
  isSelected: Type.Boolean(),
  isFavorite: Type.Boolean(),
  services: Type.Optional(Type.Array(Type.String(), { description: 'what the pharmacy offers, in Russian' })),
});

export const StoreListSchema = Type.Object({
  stores: Type.Array(StoreSchema),
  isPriceVaries: Type.Boolean(),
});

export const StoreListQuerySchema = Type.Object({
  regionId: Type.Optional(IdSchema),
});

export const StoreAvailabilitySchema = Type.Object({
  total: Type.Integer({ description: "distinct products asked about (the basket's)" }),
  available: Type.Integer({ description: 'of them, how many this pharmacy has in the asked quantity' }),
  label: Type.String({ description: "'все товары', 'N из M' or 'нет в наличии'" }),
  basketPrice: Type.Integer({ description: 'kopecks for the available part of the basket' }),
  isPriceVaries: Type.Boolean({ description: 'the price covers only part of the basket' }),
});

export const StoreWithAvailabilitySchema = Type.Intersect([
  StoreSchema,
  Type.Object({ availability: Type.Optional(StoreAvailabilitySchema) }),
]);

/** Flags arrive as 1/0 or true/false (form data sends booleans as 0/1). */
const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)]));

export const StoreSearchQuerySchema = Type.Object({
  regionId: Type.Optional(IdSchema),
  products: Type.Optional(Type.String({ maxLength: 4000, description: 'product ids joined by commas' })),
  guids: Type.Optional(Type.String({ maxLength: 20000, description: 'product guids joined by commas' })),
  showAll: Flag,
  favorited: Flag,
  withCart: Flag,
  withOptics: Flag,
  hasOpticEmail: Flag,
  inStock: Flag,
});

export const StoreProductLineSchema = Type.Object(
  { id: IdSchema, quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })) },
  { additionalProperties: false },
);

export const StoreSearchBodySchema = Type.Object(
  {
    regionId: Type.Optional(IdSchema),
    products: Type.Optional(Type.Array(StoreProductLineSchema, { maxItems: 500 })),
    guids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 })),
    inStock: Flag,
    showAll: Flag,
    withCart: Flag,
    favorited: Flag,
    withOptics: Flag,
    hasOpticEmail: Flag,
  },
  { additionalProperties: false },
);

export const StoreSearchResultSchema = Type.Object({
  stores: Type.Array(StoreWithAvailabilitySchema),
  isPriceVaries: Type.Boolean(),
});

export const StoreReviewSchema = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  rating: Type.Integer(),
  text: Type.String(),
  createdAt: Type.String(),
});

export const StoreReviewListSchema = Type.Object({
  reviews: Type.Array(StoreReviewSchema),
  rating: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
});

export const StoreReviewBodySchema = Type.Object(
  { rating: Type.Integer({ minimum: 1, maximum: 5 }), text: Type.String({ minLength: 3, maxLength: 2000 }) },
  { additionalProperties: false },
);

export const FavoriteToggleBodySchema = Type.Object(
  { id: Type.Optional(IdSchema), isFavorite: Type.Boolean() },
  { additionalProperties: false },
);

export const FavoriteToggleResultSchema = Type.Object({
  id: Type.Integer(),
  isFavorite: Type.Boolean(),
  favoritesCount: Type.Integer(),
});
