import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { splitRegionPrefix, withRegion } from '@apteka/contracts';

/** Why a remote asked for a signed-in shopper -> what the toast says. */
const LOGIN_REASONS: Record<string, string> = {
  favorites: 'Войдите, чтобы добавить товар в избранное.',
  'favorite-pharmacy': 'Войдите, чтобы добавить аптеку в избранное.',
};
const DEFAULT_LOGIN_MESSAGE = 'Войдите в личный кабинет, чтобы продолжить.';

export const loginMessage = (reason: string) => LOGIN_REASONS[reason] ?? DEFAULT_LOGIN_MESSAGE;

/** The account remote's log-in page ('/lk' shows it to a guest) in the page's region, remembering where to come back to. */
export function loginHref(returnTo: string, pathname = window.location.pathname): string {
  const lk = withRegion('/lk', splitRegionPrefix(pathname).region);
  // only a path of this site, never another origin
  const back = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return `${lk}?returnTo=${encodeURIComponent(back)}`;
}

/**
 * The shell's answers to remotes about the shopper: 'auth/login-requested' opens the log-in page with a toast
 * saying why, and 'favorites/changed' keeps the header's favorites counter (the shell owns that state).
 */
export function useShopperRequests(bus: EventBus = pageBus) {
  useEffect(() => {
    const login = bus.on('auth/login-requested').subscribe(({ reason, returnTo }) => {
      bus.emit('notify', { kind: 'MESSAGE', message: loginMessage(reason) });
      navigateToUrl(loginHref(returnTo));
    });
    const favorites = bus.on('favorites/changed').subscribe(({ count }) => bus.set('favoritesCount', count));
    return () => {
      login.unsubscribe();
      favorites.unsubscribe();
    };
  }, [bus]);
}
