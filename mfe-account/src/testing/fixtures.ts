import type { UserState } from '@apteka/contracts';
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
