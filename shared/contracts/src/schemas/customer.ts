import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

export const CustomerSchema = Type.Object({
  id: Nullable(Type.Integer()),
  guid: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  secondName: Nullable(Type.String()),
  mailingAgree: Type.Boolean(),
  smsAgree: Type.Boolean(),
  gender: Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')])),
  birthdate: Nullable(Type.String()),
  wasRecentlyCreated: Type.Boolean(),
  sentMail: Type.Boolean(),
});

export const UserStateSchema = Type.Object({
  basketId: Nullable(Type.String()),
  bonus: Nullable(Type.Integer()),
  isAuthenticated: Type.Boolean(),
  hasEighteen: Type.Boolean(),
  customer: CustomerSchema,
});

export const FavoriteProductBodySchema = Type.Object(
  { productId: Type.Integer({ minimum: 1, maximum: 2147483647 }), isFavorite: Type.Boolean() },
  { additionalProperties: false },
);

export const FavoriteProductResultSchema = Type.Object({
  productId: Type.Integer(),
  isFavorite: Type.Boolean(),
  favoritesCount: Type.Integer({ description: "the shopper's favorite products after the change" }),
});

export const CheckFavoriteQuerySchema = Type.Object(
  { productGuids: Type.String({ maxLength: 20000, description: 'product ids or guids, comma-separated' }) },
  { additionalProperties: false },
);

export const CheckFavoriteResultSchema = Type.Object({
  favoriteIds: Type.Array(Type.Integer(), { description: 'ids of the given products that are favorites' }),
});
