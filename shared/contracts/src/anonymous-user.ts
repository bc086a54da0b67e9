import type { Customer, UserState } from './entities';

/** The customer of a visitor who has not logged in: every user starts with this empty customer. */
export const EMPTY_CUSTOMER: Customer = {
  id: null,
  guid: null,
  phone: null,
  email: null,
  firstName: null,
  lastName: null,
  secondName: null,
  mailingAgree: false,
  smsAgree: false,
  gender: null,
  birthdate: null,
  wasRecentlyCreated: false,
  sentMail: false,
};

export const ANONYMOUS_USER: UserState = {
  basketId: null,
  bonus: null,
  isAuthenticated: false,
  hasEighteen: false,
  customer: EMPTY_CUSTOMER,
};
