import { Type } from '@sinclair/typebox';
import { GeoPointSchema, IdSchema, Nullable } from './common';

export const RegionCasesSchema = Type.Object({
  name_gde: Type.String({ description: "where: 'в Москве' is built from 'Москве'" }),
  name_vin: Type.String({ description: "accusative: 'в Москву'" }),
  name_dat: Type.String({ description: "dative: 'по Москве'" }),
  name_rod: Type.String({ description: "genitive: 'Москвы'" }),
});

export const RegionBoundsSchema = Type.Object({
  south: Type.Number(),
  west: Type.Number(),
  north: Type.Number(),
  east: Type.Number(),
});

export const RegionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name2: Type.String(),
  additionlyName: Nullable(Type.String()),
  slug: Type.String(),
  skloneniya: RegionCasesSchema,
  disabled: Type.Boolean(),
  hasCourierDelivery: Type.Boolean(),
  hasNightDelivery: Type.Boolean(),
  isSelected: Type.Boolean(),
  phone: Type.String(),
  hasPrescription: Type.Boolean(),
  timeZone: Type.String({ description: 'IANA time zone, e.g. Europe/Moscow' }),
  timeByZone: Type.Integer({ description: 'UTC offset in hours' }),
  regionCodes: Type.Array(Type.String()),
  regionKladr: Type.Array(Type.String()),
  centre: GeoPointSchema,
  bounds: RegionBoundsSchema,
});

export const RegionListSchema = Type.Array(RegionSchema);

export const UpdateRegionBodySchema = Type.Object({ regionId: IdSchema }, { additionalProperties: false });
