import { Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { PriceSchema, QuantitySchema } from './cart';

export const ORDER_STATUSES = [
  'created',
  'wait_payment',
  'wait_darkstore',
  'assembly',
  'pickupable',
  'pickuped',
  'delivering',
  'delivered',
  'canceled',
  'canceled_by_store',
  'pre_delivery',
  'closed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['payed', 'not_payed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A phone as the shop writes it: +X XXX XXX-XX-XX */
export const PHONE_PATTERN = '^\\+\\d \\d{3} \\d{3}-\\d{2}-\\d{2}$';

export const OrderItemSchema = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(),
  quantity: Type.Integer(),
  price: PriceSchema,
});

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  extId: Type.String(),
  status: Type.Unsafe<OrderStatus>({ type: 'string', enum: [...ORDER_STATUSES] }),
  statusHistory: Type.Array(Type.Object({ status: Type.String(), at: Type.String() })),
  items: Type.Array(OrderItemSchema),
  receivingMethod: Type.Union([Type.Literal('deliverypickup'), Type.Literal('deliverycourier')]),
  store: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() })),
  courierAddress: Nullable(Type.String()),
  timeSlot: Nullable(Type.String()),
  recipientName: Type.String(),
  phone: Type.String(),
  email: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  paymentMethod: Type.Union([Type.Literal('card'), Type.Literal('receipt')]),
  /** 'Картой' for card orders */
  paySystemType: Type.String(),
  payed: Type.Boolean(),
  payment: Type.Object({
    status: Type.Object({ code: Type.Unsafe<PaymentStatus>({ type: 'string', enum: [...PAYMENT_STATUSES] }) }),
  }),
  goodsAmount: Type.Integer(),
  discountAmount: Type.Integer(),
  coupon: Nullable(Type.String()),
  couponAmount: Type.Integer(),
  bonusAmount: Type.Integer(),
  deliveryAmount: Type.Integer(),
  totalAmount: Type.Integer(),
  qrText: Nullable(Type.String()),
  signature: Type.String(),
  reserveUntil: Nullable(Type.String()),
  canCancel: Type.Boolean(),
  canPay: Type.Boolean(),
  canExtendReserve: Type.Boolean(),
  cancelComment: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const PlaceOrderBodySchema = Type.Object(
  {
    idempotencyKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    receivingMethod: Type.Union([Type.Literal('deliverypickup'), Type.Literal('deliverycourier')]),
    /** pickup: the pharmacy; the session's selected one when absent */
    storeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    /** courier: the id of one of GET /delivery/timeslots' slots; the address is always the session's courier address */
    timeSlot: Type.Optional(Type.String({ maxLength: 40 })),
    name: Type.String({ minLength: 2, maxLength: 100 }),
    phone: Type.String({ pattern: PHONE_PATTERN }),
    email: Type.Optional(Type.String({ maxLength: 120, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
    comment: Type.Optional(Type.String({ maxLength: 500 })),
    paymentMethod: Type.Union([Type.Literal('card'), Type.Literal('receipt')]),
    personalDataConsent: Type.Literal(true),
  },
  { additionalProperties: false },
);

export const PlacedOrderSchema = Type.Object({
  order: OrderSchema,
  /** where to send the whole page to pay (card orders), null otherwise */
  paymentUrl: Nullable(Type.String()),
});

export const OrderParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const OrderQuerySchema = Type.Object({
  signature: Type.Optional(Type.String({ maxLength: 100 })),
  payed: Type.Optional(Type.String({ maxLength: 5 })),
});
export const CancelOrderBodySchema = Type.Object(
  { cancel: Type.Literal(true), comment: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const FindOrderBodySchema = Type.Object(
  { number: Type.Integer({ minimum: 1, maximum: 2147483647 }), phone: Type.String({ pattern: PHONE_PATTERN }) },
  { additionalProperties: false },
);
export const FoundOrderSchema = Type.Object({ id: Type.Integer(), signature: Type.String() });
export const OrderListSchema = Type.Object({
  orders: Type.Array(OrderSchema),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export const OrderListQuerySchema = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })) });
export const HasOrdersSchema = Type.Object({ hasOrders: Type.Boolean() });
export const PaymentStartSchema = Type.Object({ paymentUrl: Type.String() });
export const RestrictionsSchema = Type.Object({
  canOrder: Type.Boolean(),
  activeOrders: Type.Integer(),
  limit: Type.Integer(),
});
export const RestrictionsQuerySchema = Type.Object({ phone: Type.String({ pattern: PHONE_PATTERN }) });

export const BookingBodySchema = Type.Object(
  {
    idempotencyKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    store: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    productId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    quantity: QuantitySchema,
    name: Type.String({ minLength: 2, maxLength: 100 }),
    phone: Type.String({ pattern: PHONE_PATTERN }),
    personalDataConsent: Type.Literal(true),
  },
  { additionalProperties: false },
);

export const PaymentNotificationSchema = Type.Object({
  notificationId: Type.String({ minLength: 1, maxLength: 100 }),
  paymentId: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
  orderId: Type.Integer(),
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('declined')]),
  amount: Type.Integer(),
  /** the card the shopper asked the acquirer to remember: its token and what may be shown of it */
  card: Type.Optional(
    Type.Object({
      token: Type.String({ minLength: 8, maxLength: 200 }),
      brand: Type.String({ minLength: 1, maxLength: 30 }),
      last4: Type.String({ pattern: '^[0-9]{4}$' }),
      expires: Type.String({ pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' }),
    }),
  ),
});

export const ChangePharmacyBodySchema = Type.Object(
  { storeId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
