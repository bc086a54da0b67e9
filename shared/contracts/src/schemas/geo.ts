import { Type } from '@sinclair/typebox';
import { IdSchema, Nullable } from './common';
import { CourierAddressSchema } from './delivery';
import { RegionSchema } from './regions';

export const LatSchema = Type.Number({ minimum: -90, maximum: 90 });
export const LonSchema = Type.Number({ minimum: -180, maximum: 180 });

export const AddressStructureSchema = Type.Object({
  region_with_type: Nullable(Type.String()),
  city_with_type: Nullable(Type.String()),
  street_with_type: Nullable(Type.String()),
  house: Nullable(Type.String()),
  flat: Nullable(Type.String()),
});

export const AddressSuggestionSchema = Type.Object({
  value: Type.String({ description: "what the input shows, e.g. 'г. Москва, ул. Тверская, д. 12'" }),
  street: Nullable(Type.String()),
  house: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lon: Nullable(Type.Number()),
  regionId: Nullable(Type.Integer({ description: 'our region, from the administrative-region mapping' })),
  addressStructure: AddressStructureSchema,
});

export const AddressSuggestionListSchema = Type.Object({
  query: Type.String(),
  suggestions: Type.Array(AddressSuggestionSchema),
});

export const AddressSuggestQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  regionId: Type.Optional(IdSchema),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});

export const ReverseGeocodeQuerySchema = Type.Object({ lat: LatSchema, lon: LonSchema });

export const RegionDetectionSchema = Type.Object({
  region: RegionSchema,
  /** false when the IP is unknown and the default region was given */
  detected: Type.Boolean(),
});

export const MapConfigSchema = Type.Object({
  tileUrl: Type.String({ description: 'Leaflet tile URL template' }),
  attribution: Type.String(),
  suggestProvider: Type.String(),
});

export const FavoriteAddressSchema = Type.Object({
  id: Type.Integer(),
  regionId: Type.Integer(),
  address: CourierAddressSchema,
  addressStructure: AddressStructureSchema,
});

export const FavoriteAddressListSchema = Type.Array(FavoriteAddressSchema);

export const FavoriteAddressQuerySchema = Type.Object({ regionId: Type.Optional(IdSchema) });

export const DeleteFavoriteAddressBodySchema = Type.Object({ id: IdSchema }, { additionalProperties: false });
