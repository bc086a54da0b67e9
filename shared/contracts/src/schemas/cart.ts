import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

export const PriceSchema = Type.Object({
  base: Type.Integer({ description: 'kopecks' }),
  special: Nullable(Type.Integer({ description: 'kopecks; null when there is no special price' })),
});

/** Product availability statuses, as a basket line sees them. */

export const CART_LINE_STATUSES = [
  'in_stock',
  'available',
  'available_darkstore',
  'not_available',
  'not_available_delivery',
  'not_enough',
  'deleted',
] as const;
export type CartLineStatus = (typeof CART_LINE_STATUSES)[number];

export const CartItemSchema = Type.Object({
  productId: Type.Integer(),
  guid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  image: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** null when the product is not sold in the session's region */
  price: Nullable(PriceSchema),
  status: Type.Unsafe<CartLineStatus>({ type: 'string', enum: [...CART_LINE_STATUSES] }),
  /** units the chosen pharmacy or the region's courier stores hold; null when unknown (no pharmacy chosen) */
  availableQuantity: Nullable(Type.Integer()),
  isPrescription: Type.Boolean(),
  isDarkStore: Type.Boolean(),
});

export const CartTotalsSchema = Type.Object({
  goods: Type.Integer({ description: 'sum of base prices, kopecks' }),
  discount: Type.Integer({ description: 'base minus special over all lines, kopecks' }),
  coupon: Type.Integer({ description: 'coupon discount, kopecks' }),
  bonus: Type.Integer({ description: 'bonuses spent, kopecks (1 bonus = 1 ruble)' }),
  delivery: Type.Integer({ description: 'courier cost, 0 for pickup or free delivery, kopecks' }),
  total: Type.Integer({ description: 'goods - discount - coupon - bonus + delivery, kopecks' }),
});

export const CartCouponSchema = Type.Object({
  code: Type.String(),
  applied: Type.Boolean(),
  /** 'Условия применения соблюдены' or 'Некорректный купон' */
  message: Type.String(),
});

export const CartBonusSchema = Type.Object({
  balance: Type.Integer({ description: 'bonuses on the account' }),
  max: Type.Integer({ description: 'most bonuses this basket may spend (programme limit), in bonuses' }),
  applied: Type.Integer({ description: 'bonuses spent on this basket' }),
});

export const CartSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  items: Type.Array(CartItemSchema),
  count: Type.Integer({ description: 'units over all lines' }),
  totals: CartTotalsSchema,
  coupon: Nullable(CartCouponSchema),
  bonus: CartBonusSchema,
  deliveryMode: Type.Union([Type.Literal('pickup'), Type.Literal('courier')]),
  storeId: Nullable(Type.Integer()),
  /** any line belongs to a dark store: the order must be paid online in advance */
  prepaymentRequired: Type.Boolean(),
  /** a prescription line is present: courier checkout is blocked, pickup only */
  hasPrescription: Type.Boolean(),
  /** every line can be ordered as the basket stands */
  canCheckout: Type.Boolean(),
});

export const CartShortSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  count: Type.Integer(),
  items: Type.Array(Type.Object({ productId: Type.Integer(), quantity: Type.Integer() })),
});

/** Quantities are whole units, at most 99 of one product per order. */
export const QuantitySchema = Type.Integer({ minimum: 1, maximum: 99 });
export const MAX_LINE_QUANTITY = 99;

export const CartLineBodySchema = Type.Object(
  { productId: Type.Integer({ minimum: 1, maximum: 2147483647 }), quantity: QuantitySchema },
  { additionalProperties: false },
);
export const CartRemoveBodySchema = Type.Object(
  { productId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
export const CouponBodySchema = Type.Object(
  { coupon: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const BonusBodySchema = Type.Object(
  { bonus: Type.Integer({ minimum: 0, maximum: 1000000 }) },
  { additionalProperties: false },
);
export const BasketParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const PaySystemSchema = Type.Object({
  id: Type.Union([Type.Literal('card'), Type.Literal('receipt')]),
  name: Type.String(),
  available: Type.Boolean(),
});
export const PaySystemsSchema = Type.Object({
  paySystems: Type.Array(PaySystemSchema),
  prepaymentRequired: Type.Boolean(),
  /** 'Предоплата' when a dark-store product is in the basket */
  prepaymentLabel: Nullable(Type.String()),
});

export const ReplacementSchema = Type.Object({
  productId: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  image: Type.String(),
  price: PriceSchema,
  availableQuantity: Type.Integer(),
});
export const ReplacementListSchema = Type.Object({
  productId: Type.Integer(),
  replacements: Type.Array(ReplacementSchema),
});
export const ReplaceBodySchema = Type.Object(
  { productId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);

export const SharedCartSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  items: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      image: Type.String(),
      quantity: Type.Integer(),
      price: Nullable(PriceSchema),
    }),
  ),
});

/** Pharmacies of the region ranked for the basket: how many lines each holds in full. */
export const CartStoresSchema = Type.Object({
  lines: Type.Integer(),
  stores: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String(), availableLines: Type.Integer() }),
  ),
});
