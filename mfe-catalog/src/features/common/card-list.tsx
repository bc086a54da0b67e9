import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useBus, useLocationKey } from '@apteka/bus';
import { productPath, regionSegment, splitRegionPrefix, withRegion } from '@apteka/contracts';
import { catalogApi } from '../../api';
import { useToggleFavorite } from './card-actions';

/** What a card does beyond drawing its product: the same for every card of a list. */
export interface CardSupport {
  /** the product page's address, in the region the shopper browses */
  productHref: (slug: string) => string;
  /** asks for a product page's answer ahead (a click no touch came before) */
  askForProduct: (slug: string) => void;
  addToBasket: (productId: number, source: string) => void;
  toggleFavorite: (productId: number, wasFavorite: boolean) => void;
}

const CardSupportContext = createContext<CardSupport | null>(null);

/**
 * Finds what the cards of a list need once for the whole list: the region segment of the address, the shopper's
 * location, the basket and favourite actions. Cards that each followed the bus, the store and the router made a
 * listing of two dozen cards about a hundred subscriptions to create with it and to take down in the move that
 * leaves it, and redrew every card on any change of the address, a filter's too. The value changes only with the
 * region segment, so a filter leaves the cards as they are.
 */
export function CardList({ children }: { children: ReactNode }) {
  const bus = useBus();
  const { region } = splitRegionPrefix(useLocation().pathname);
  // the region as a string: the object is new with every address
  const segment = region ? regionSegment(region) : '/';
  const locationKey = useLocationKey();
  const prefetchProduct = catalogApi.usePrefetch('getProduct');
  const toggleFavorite = useToggleFavorite(bus);
  // these follow the shopper (signed in, their city); the cards keep functions that call the latest
  const latest = useRef({ toggleFavorite, prefetchProduct, locationKey });
  useLayoutEffect(() => {
    latest.current = { toggleFavorite, prefetchProduct, locationKey };
  });

  const value = useMemo<CardSupport>(() => {
    const listRegion = splitRegionPrefix(segment).region;
    return {
      productHref: (slug) => withRegion(productPath(slug), listRegion),
      askForProduct: (slug) => latest.current.prefetchProduct({ key: slug, ...latest.current.locationKey }),
      addToBasket: (productId, source) => bus.emit('basket/add-requested', { productId, quantity: 1, source }),
      toggleFavorite: (productId, wasFavorite) => latest.current.toggleFavorite(productId, wasFavorite),
    };
  }, [segment, bus]);
  return <CardSupportContext.Provider value={value}>{children}</CardSupportContext.Provider>;
}

/** What the card's list found for it. */
export function useCardSupport(): CardSupport {
  const support = useContext(CardSupportContext);
  if (!support) throw new Error('a product card is drawn inside a CardList');
  return support;
}
