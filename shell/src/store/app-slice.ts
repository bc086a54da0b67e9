import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppFlags, Brand } from '@apteka/contracts';

export type FirstVisitFlag = 'showCookieModal' | 'showConfirmCorrectRegion' | 'showBannerMP';

export function initialAppFlags(brand: Brand): AppFlags {
  return {
    ip: null,
    storeIsInitialized: false,
    hiddenHeader: false,
    isThankYouPage: false,
    isBasket: false,
    isBasketAccept: false,
    isFirstVisit: false,
    showCookieModal: false,
    showConfirmCorrectRegion: false,
    showBannerMP: false,
    isSuperapteka: brand.startsWith('superapteka'),
    isExpress: brand === 'whitelabel',
    isOzerki: brand.startsWith('ozerki'),
    yandexGeoBlocked: false,
    showOldSiteBanner: false,
    errorMessage: null,
    errorTime: null,
  };
}

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppFlags(__BRAND__ as Brand),
  reducers: {
    setAppFlags(state, action: PayloadAction<Partial<AppFlags>>) {
      return { ...state, ...action.payload };
    },
    /** First-visit flags are each dismissed once, to false, and never come back. */
    dismissFlag(state, action: PayloadAction<FirstVisitFlag>) {
      state[action.payload] = false;
    },
    setError(state, action: PayloadAction<string | null>) {
      state.errorMessage = action.payload;
      state.errorTime = action.payload ? Date.now() : null;
    },
  },
});

export const { setAppFlags, dismissFlag, setError } = appSlice.actions;
