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
