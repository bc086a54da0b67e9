import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ANONYMOUS_USER, EMPTY_CUSTOMER, type Customer, type UserState } from '@apteka/contracts';

export { EMPTY_CUSTOMER };

export const initialUserState: UserState = ANONYMOUS_USER;

/** The user: setting the customer authenticates; login resets; phone, email and 18+ update separately. */
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

export const { hydrateUser, setCustomer, resetUser, setPhone, setEmail, confirmEighteen, setBonus, resetBonus } =
  userSlice.actions;
