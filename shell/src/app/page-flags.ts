import { useEffect, useMemo } from 'react';
import { splitRegionPrefix, type AppFlags } from '@apteka/contracts';
import { useAppDispatch } from '../store/make-store';
import { setAppFlags } from '../store/app-slice';
import { usePageAddressPart } from './use-route-owner';

export type PageFlags = Pick<AppFlags, 'isBasket' | 'isBasketAccept' | 'isThankYouPage' | 'hiddenHeader'>;

const ORDER_PAGE = /^\/order\/\d+\/?$/;

/**
 * The flags a page's address decides: the basket and its checkout step, and the thank-you page (an order just
 * placed), which hides the store's full header so nothing pulls the shopper away from what happens next.
 */
export function pageFlagsFor(pathname: string, search: string): PageFlags {
  const { path } = splitRegionPrefix(pathname);
  const query = new URLSearchParams(search);
  const isBasket = path === '/basket' || path.startsWith('/basket/');
  const isThankYouPage = ORDER_PAGE.test(path) && query.get('thanks') === '1';
  return {
    isBasket,
    isBasketAccept: isBasket && query.get('isCheckout') === 'true',
    isThankYouPage,
    hiddenHeader: isThankYouPage,
  };
}

/** The flags of an address as one string: the layout re-renders when a flag changes, not on every filter. */
const flagsOf = (address: string) => {
  const url = new URL(address, 'http://store.invalid');
  return JSON.stringify(pageFlagsFor(url.pathname, url.search));
};

/**
 * The current page's flags, kept in the shell's store through every navigation; returned as well, because the
 * layout reads them in the same render (a thank-you page opened directly never shows the full header first).
 */
export function usePageFlags(): PageFlags {
  const dispatch = useAppDispatch();
  const current = usePageAddressPart(flagsOf);
  const flags = useMemo(() => JSON.parse(current) as PageFlags, [current]);
  useEffect(() => {
    dispatch(setAppFlags(flags));
  }, [flags, dispatch]);
  return flags;
}
