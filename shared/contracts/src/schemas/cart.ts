import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

export const PriceSchema = Type.Object({
  base: Type.Integer({ description: 'kopecks' }),
  special: Nullable(Type.Integer({ description: 'kopecks; null when there is no special price' })),
});

export const CartItemSchema = Type.Object({
  productId: Type.Integer(),
  guid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  image: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** null when the product is not sold in the session's region */
  price: Nullable(PriceSchema),
});

export const CartTotalsSchema = Type.Object({
  goods: Type.Integer({ description: 'sum of base prices, kopecks' }),
  discount: Type.Integer({ description: 'base minus special over all lines, kopecks' }),
  delivery: Type.Integer({ description: 'courier cost, 0 for pickup or free delivery, kopecks' }),
  total: Type.Integer({ description: 'goods - discount + delivery, kopecks' }),
});

export const CartSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  items: Type.Array(CartItemSchema),
  count: Type.Integer({ description: 'units over all lines' }),
  totals: CartTotalsSchema,
});
