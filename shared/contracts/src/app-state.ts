/** Shell-owned app state. */
export interface AppFlags {
  ip: string | null;
  storeIsInitialized: boolean;
  hiddenHeader: boolean;
  isThankYouPage: boolean;
  isBasket: boolean;
  isBasketAccept: boolean;
  isFirstVisit: boolean;
  showCookieModal: boolean;
  showConfirmCorrectRegion: boolean;
  showBannerMP: boolean;
  isSuperapteka: boolean;
  isExpress: boolean;
  isOzerki: boolean;
  yandexGeoBlocked: boolean;
  showOldSiteBanner: boolean;
  errorMessage: string | null;
  errorTime: number | null;
}

export interface DeviceFlags {
  isSmallMobile: boolean;
  isMobile: boolean;
  isTablet: boolean;
  isLaptop: boolean;
  isDesktop: boolean;
  isTouch: boolean;
}

export const BREAKPOINTS = { smallMobile: 576, tablet: 768, desktop: 1024, wide: 1280 } as const;

/** Device type names: under 576 'Смартфоны', under 1024 'Планшеты', else 'ПК'. */
export function deviceType(width: number): 'Смартфоны' | 'Планшеты' | 'ПК' {
  if (width < BREAKPOINTS.smallMobile) return 'Смартфоны';
  if (width < BREAKPOINTS.desktop) return 'Планшеты';
  return 'ПК';
}
