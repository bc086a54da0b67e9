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
});

export const StoreListSchema = Type.Object({
  stores: Type.Array(StoreSchema),
  isPriceVaries: Type.Boolean(),
});

export const StoreListQuerySchema = Type.Object({
  regionId: Type.Optional(IdSchema),
});
