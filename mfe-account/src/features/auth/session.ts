import { useCallback } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus, useLocationKey } from '@apteka/bus';
import type { UserState } from '@apteka/contracts';
import { ALL_TAGS, accountApi } from '../../api';
import { useAppDispatch } from '../../remote';

/**
 * After the session changed hands (sign-in, sign-out, deletion): everything this remote cached belonged to the
 * previous holder, and the shell must read the user and location again (the basket may have merged).
 */
export function useSessionChanged() {
  const dispatch = useAppDispatch();
  const key = useLocationKey();
  return useCallback(
    (user: UserState | null) => {
      dispatch(accountApi.util.invalidateTags([...ALL_TAGS]));
      if (user) dispatch(accountApi.util.upsertQueryData('getCustomer', key, user));
      bus.emit('auth/session-changed', { signedIn: user?.isAuthenticated === true });
    },
    [dispatch, key],
  );
}

/** Where a sign-in goes on to: `returnTo` of the address when it is a path of this site, else stay. */
export function safeReturnTo(search: string): string | null {
  const value = new URLSearchParams(search).get('returnTo');
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** Signs in: the new session everywhere, then on to where the shopper was going. */
export function useFinishSignIn() {
  const changed = useSessionChanged();
  return useCallback(
    (user: UserState) => {
      changed(user);
      const next = safeReturnTo(window.location.search);
      // the page may belong to another remote: single-spa routes it
      if (next) navigateToUrl(next);
    },
    [changed],
  );
}
