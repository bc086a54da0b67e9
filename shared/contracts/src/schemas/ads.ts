import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable } from './common';
import { ProductCardSchema } from './products';

/** The advertiser and the ORD marking token (erid) every advertisement carries. */
const AdMarkingProperties = {
  client: Type.Object({ name: Type.String() }),
  token: Type.String({ description: 'ORD marking token (erid), copied by «Скопировать ID рекламы»' }),
};

export const AdBannerSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  text: Nullable(Type.String()),
  image: Nullable(Type.String()),
  link: Nullable(Type.String()),
  ...AdMarkingProperties,
});

/** An advertised product in a listing: a product card priced for the region, never a prescription product. */
export const AdTileSchema = Type.Object({
  id: Type.String(),
  product: ProductCardSchema,
  ...AdMarkingProperties,
});

export const AdTileListSchema = Type.Object({ items: Type.Array(AdTileSchema) });

const adTargetProperties = {
  region: Type.Optional(IdSchema),
  category: Type.Optional(
    Type.String({ pattern: '^[a-z0-9-]+(/[a-z0-9-]+){0,5}$', maxLength: 300, description: 'slug path' }),
  ),
};

export const AdBannerQuerySchema = Type.Object(
  {
    placement: Type.Literal('top'),
    ...adTargetProperties,
    product: Type.Optional(IdSchema),
    rotation: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000,
        description: 'the n-th banner of the slot: each reload asks for the next',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AD_LISTING_MAX = 10;

export const AdListingQuerySchema = Type.Object(
  { ...adTargetProperties, count: Type.Integer({ minimum: 1, maximum: AD_LISTING_MAX }) },
  { additionalProperties: false },
);

export type AdBanner = Static<typeof AdBannerSchema>;
export type AdTile = Static<typeof AdTileSchema>;
export type AdTileList = Static<typeof AdTileListSchema>;
export type AdBannerQuery = Static<typeof AdBannerQuerySchema>;
export type AdListingQuery = Static<typeof AdListingQuerySchema>;
