import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer, UserState } from '@apteka/contracts';

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

export const initialUserState: UserState = {
  basketId: null,
  bonus: null,
  isAuthenticated: false,
  hasEighteen: false,
  customer: EMPTY_CUSTOMER,
};

/** User of spec section 4: setting the customer authenticates; login resets; parts update separately. */
export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    hydrateUser(_state, action: PayloadAction<UserState>) {
      return action.payload;
    },
    setCustomer(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
      state.isAuthenticated = true;
    },
    resetUser() {
      return initialUserState;
    },
    setPhone(state, action: PayloadAction<string>) {
      state.customer.phone = action.payload;
    },
    setEmail(state, action: PayloadAction<string>) {
      state.customer.email = action.payload;
    },
    confirmEighteen(state) {
      state.hasEighteen = true;
    },
    setBonus(state, action: PayloadAction<number>) {
      state.bonus = action.payload;
    },
    resetBonus(state) {
      state.bonus = null;
    },
  },
});

export const { hydrateUser, setCustomer, resetUser, setPhone, setEmail, confirmEighteen, setBonus, resetBonus } = userSlice.actions;
