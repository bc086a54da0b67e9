import type { CodeSent, UserState } from '@apteka/contracts';
import { orderFixture } from '@apteka/contracts/testing';
import { normalizeUser } from '../api';

export const ANONYMOUS: UserState = normalizeUser({
  basketId: 'b-1',
  bonus: null,
  isAuthenticated: false,
  hasEighteen: false,
  customer: {},
});

export const SIGNED_IN: UserState = normalizeUser({
  basketId: 'b-2',
  bonus: 251,
  isAuthenticated: true,
  hasEighteen: true,
  customer: {
    id: 7,
    guid: 'c-7',
    phone: '+7 900 000-00-00',
    email: 'anna@example.ru',
    firstName: 'Анна',
    lastName: 'Иванова',
  },
});

export const codeSent = (phone: string, resendAfterSeconds = 60): CodeSent => ({
  phone,
  resendAfterSeconds,
  expiresInSeconds: 300,
});

/** An order of the account's lists: two packs of one product for pickup, paid on receipt. */
export const order = orderFixture;
