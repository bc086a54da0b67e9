import { Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { RegionSchema } from './regions';
import { StoreSummarySchema } from './stores';

export const DeliveryIdSchema = Type.Union([Type.Literal('deliverypickup'), Type.Literal('deliverycourier')]);
export const DeliveryModeSchema = Type.Union([Type.Literal('pickup'), Type.Literal('courier')]);

export const CourierAddressSchema = Type.Object({
  address: Type.String(),
  house: Nullable(Type.String()),
  flat: Nullable(Type.String()),
  entrance: Type.Optional(Nullable(Type.String())),
  floor: Type.Optional(Nullable(Type.String())),
  intercom: Type.Optional(Nullable(Type.String())),
  comment: Type.Optional(Nullable(Type.String())),
  lat: Type.Optional(Nullable(Type.Number())),
  lon: Type.Optional(Nullable(Type.Number())),
});

export const DeliverySchema = Type.Object({
  id: DeliveryIdSchema,
  name: Type.String(),
  priority: Type.Integer(),
  isCourier: Type.Boolean(),
  isPickup: Type.Boolean(),
  isSelected: Type.Boolean(),
  address: Nullable(CourierAddressSchema),
});

export const LocationSchema = Type.Object({
  region: RegionSchema,
  pharmacy: Nullable(StoreSummarySchema),
  delivery: DeliverySchema,
});
