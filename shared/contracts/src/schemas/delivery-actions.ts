import { Type } from '@sinclair/typebox';
import { IdSchema, Nullable } from './common';
import { DeliverySchema } from './delivery';
import { PriceSchema } from './cart';
import { StoreSchema } from './stores';

/** A basket never holds this many distinct products; larger lists are refused with 400. */
export const MAX_PRODUCT_IDS = 500;

export const ProductIdsSchema = Type.Array(IdSchema, { minItems: 1, maxItems: MAX_PRODUCT_IDS, uniqueItems: true });

/** Address text, house and the optional extras a courier needs; lengths bound what a form can send. */
const text = (maxLength: number) => Type.String({ maxLength });
export const CourierAddressInputSchema = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 300 }),
    house: Type.Optional(Nullable(text(20))),
    flat: Type.Optional(Nullable(text(20))),
    noFlat: Type.Optional(
      Type.Boolean({ description: 'the shopper marked that the flat does not apply: flat is dropped' }),
    ),
    entrance: Type.Optional(Nullable(text(20))),
    floor: Type.Optional(Nullable(text(20))),
    intercom: Type.Optional(Nullable(text(30))),
    comment: Type.Optional(Nullable(text(500))),
    region: Type.Optional(Nullable(text(100))),
    lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    lon: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  },
  { additionalProperties: false },
);

export const SetModeBodySchema = Type.Object({ isSet: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

export const SetCourierBodySchema = Type.Object(
  {
    isSet: Type.Optional(Type.Boolean()),
    withTimeslots: Type.Optional(Type.Boolean()),
    address: Type.Optional(CourierAddressInputSchema),
  },
  { additionalProperties: false },
);

export const SetStoreBodySchema = Type.Object(
  { storeId: IdSchema, isSet: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const TimeSlotSchema = Type.Object({
  id: Type.String({ description: 'start instant, ISO' }),
  date: Type.String({ description: "local date 'YYYY-MM-DD' in the region's time zone" }),
  day: Type.Union([Type.Literal('today'), Type.Literal('tomorrow')]),
  from: Type.String({ description: "local 'HH:MM'" }),
  to: Type.String(),
  isNight: Type.Boolean(),
  cost: Type.Integer({ description: 'kopecks for the current basket' }),
});

export const TimeSlotListSchema = Type.Object({
  timeZone: Type.String(),
  slots: Type.Array(TimeSlotSchema),
});

export const DeliveryStateSchema = Type.Object({
  delivery: DeliverySchema,
  store: Nullable(StoreSchema),
  timeslots: Type.Optional(TimeSlotListSchema),
});

export const ProductAvailabilityStatusSchema = Type.Union([
  Type.Literal('in_stock'),
  Type.Literal('available_darkstore'),
  Type.Literal('not_available'),
  Type.Literal('not_available_delivery'),
  Type.Literal('not_enough'),
]);

export const ProductAvailabilitySchema = Type.Object({
  productId: Type.Integer(),
  status: ProductAvailabilityStatusSchema,
  /** 'Есть в наличии', 'Осталось мало' is reported as 'Есть в наличии' */
  statusText: Type.String(),
  quantity: Type.Integer({ description: 'units on hand where the order would come from' }),
  price: Nullable(PriceSchema),
});

export const ProductsByStoreBodySchema = Type.Object(
  { storeId: IdSchema, productIds: ProductIdsSchema },
  { additionalProperties: false },
);

export const ProductsByAddressBodySchema = Type.Object(
  { address: CourierAddressInputSchema, productIds: ProductIdsSchema },
  { additionalProperties: false },
);

export const ProductAvailabilityListSchema = Type.Object({
  items: Type.Array(ProductAvailabilitySchema),
});

export const BasketAvailabilitySchema = Type.Object({
  total: Type.Integer({ description: 'distinct products in the basket' }),
  available: Type.Integer(),
  label: Type.String({ description: "'все товары', 'N из M' or 'нет в наличии'" }),
  items: Type.Array(ProductAvailabilitySchema),
});

export const AvailabilityByStoreQuerySchema = Type.Object({ storeId: Type.Optional(IdSchema) });

export const DeliveryCostRuleSchema = Type.Object({
  from: Type.Integer({ description: 'basket total from (kopecks, inclusive)' }),
  to: Nullable(Type.Integer()),
  cost: Type.Integer(),
});

export const DeliveryCostRulesSchema = Type.Object({
  regionId: Type.Integer(),
  amount: Type.Integer({ description: 'the basket total asked about, kopecks' }),
  cost: Type.Integer({ description: 'courier cost for that total' }),
  freeFrom: Type.Integer(),
  leftToFree: Type.Integer(),
  nightCost: Nullable(Type.Integer()),
  rules: Type.Array(DeliveryCostRuleSchema),
  windows: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), isNight: Type.Boolean() })),
  cutoffHours: Type.Integer({ description: "today's windows close this many hours before they start" }),
  nightCutoff: Nullable(Type.String({ description: "local 'HH:MM' until which tonight's window can be booked" })),
});

export const DeliveryCostRulesParamsSchema = Type.Object({
  id: IdSchema,
  x: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'basket total in kopecks' }),
});
