/** The personal account: profile, contacts, bonuses, goods bought, cards, coupons, charity, deletion. */
import { Type } from '@sinclair/typebox';
import { PhoneInputSchema, SmsCodeSchema } from './auth';
import { Nullable } from './common';

const Text = (maxLength: number) => Type.String({ maxLength });

export const ProfileUpdateBodySchema = Type.Object(
  {
    firstName: Type.Optional(Nullable(Text(60))),
    lastName: Type.Optional(Nullable(Text(60))),
    secondName: Type.Optional(Nullable(Text(60))),
    gender: Type.Optional(Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')]))),
    birthdate: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
    mailingAgree: Type.Optional(Type.Boolean()),
    smsAgree: Type.Optional(Type.Boolean()),
    hasEighteen: Type.Optional(Type.Literal(true, { description: 'the 18+ confirmation, once given, stays' })),
  },
  { additionalProperties: false },
);

export const TokenBodySchema = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 512 }) },
  { additionalProperties: false },
);

export const SetPhoneBodySchema = Type.Object(
  { phone: PhoneInputSchema, code: SmsCodeSchema },
  { additionalProperties: false },
);

export const DeleteAccountBodySchema = Type.Object({ code: SmsCodeSchema }, { additionalProperties: false });

export const BONUS_KINDS = ['first_order', 'order_spend', 'order_refund', 'charity'] as const;

export const BonusSummarySchema = Type.Object({
  balance: Type.Integer({ description: 'bonuses on the account; 1 bonus = 1 ruble' }),
  firstOrderBonus: Type.Integer(),
  appMultiplier: Type.Integer({ description: 'bonuses are multiplied this many times for orders in the app' }),
  spendLimitPercent: Type.Integer({ description: 'at most this share of an order may be paid with bonuses' }),
});

export const BonusEntrySchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer({ description: 'bonuses; negative for a spend' }),
  kind: Type.Union([
    Type.Literal('first_order'),
    Type.Literal('order_spend'),
    Type.Literal('order_refund'),
    Type.Literal('charity'),
  ]),
  orderId: Nullable(Type.Integer()),
  at: Type.String(),
});

export const PageQuerySchema = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })) },
  { additionalProperties: false },
);

export const BonusHistorySchema = Type.Object({
  entries: Type.Array(BonusEntrySchema),
  page: Type.Integer(),
  pages: Type.Integer(),
});

export const BoughtProductSchema = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(),
  timesBought: Type.Integer(),
  lastBoughtAt: Type.String(),
  price: Nullable(Type.Object({ base: Type.Integer(), special: Nullable(Type.Integer()) })),
});
export const BoughtProductListSchema = Type.Object({ items: Type.Array(BoughtProductSchema) });

export const SavedCardSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last4: Type.String(),
  expires: Type.String({ description: 'MM/YY' }),
});
export const SavedCardListSchema = Type.Object({ cards: Type.Array(SavedCardSchema) });

export const PersonalCouponSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  percent: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer({ description: 'kopecks' })),
  minTotal: Type.Integer({ description: 'kopecks' }),
  validUntil: Nullable(Type.String({ description: 'YYYY-MM-DD, the last day it runs' })),
});
export const PersonalCouponListSchema = Type.Object({ coupons: Type.Array(PersonalCouponSchema) });

export const CharityProgrammeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
});
export const CharityMoveSchema = Type.Object({
  id: Type.Integer(),
  programmeId: Type.Integer(),
  programmeName: Type.String(),
  bonuses: Type.Integer(),
  at: Type.String(),
});
export const CharitySchema = Type.Object({
  balance: Type.Integer(),
  programmes: Type.Array(CharityProgrammeSchema),
  moves: Type.Array(CharityMoveSchema),
});
export const CharityMoveBodySchema = Type.Object(
  {
    programmeId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    bonuses: Type.Integer({ minimum: 1, maximum: 1000000 }),
  },
  { additionalProperties: false },
);

export const TelegramLinkSchema = Type.Object({ link: Type.String() });

export const FavoritableCategoriesSchema = Type.Object({
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
  chosenId: Nullable(Type.Integer()),
});
export const FavoriteCategoryBodySchema = Type.Object(
  { categoryId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
