import { useMemo } from 'react';
import { useBus, useBusState, type EventBus } from '@apteka/bus';
import { errorText } from '@apteka/api-client';
import { useCheckFavoritesQuery, useSetFavoriteProductMutation } from '../../api';

const NO_FAVOURITES: ReadonlySet<number> = new Set();

/** Which of the shown products are the signed-in shopper's favorites (one check for the whole set); none for a guest. */
export function useFavoriteIds(products: ReadonlyArray<{ id: number }>, given?: EventBus): ReadonlySet<number> {
  const user = useBusState('user', given);
  const key = products
    .map((product) => product.id)
    .sort((a, b) => a - b)
    .join(',');
  const ids = useMemo(() => (key ? [...new Set(key.split(',').map(Number))] : []), [key]);
  const { data } = useCheckFavoritesQuery({ ids }, { skip: !user?.isAuthenticated || ids.length === 0 });
  return useMemo(() => (data ? new Set(data.favoriteIds) : NO_FAVOURITES), [data]);
}

/** The favourite button's action: an anonymous shopper is asked to log in; the counter follows at once. */
export function useToggleFavorite(given?: EventBus) {
  const bus = useBus(given);
  const user = useBusState('user', bus);
  const [setFavorite] = useSetFavoriteProductMutation();

  const toggleFavorite = async (productId: number, wasFavorite: boolean) => {
    if (!user?.isAuthenticated) {
      bus.emit('auth/login-requested', {
        reason: 'favorites',
        returnTo: window.location.pathname + window.location.search,
      });
      return;
    }
    const isFavorite = !wasFavorite;
    const before = bus.get('favoritesCount');
    // The counter follows at once (unknown stays unknown); the server's count or the old one replaces it.
    bus.emit('favorites/changed', { count: before === null ? null : Math.max(0, before + (isFavorite ? 1 : -1)) });
    try {
      const result = await setFavorite({ productId, isFavorite }).unwrap();
      bus.emit('favorites/changed', { count: result.favoritesCount });
    } catch (failure) {
      bus.emit('favorites/changed', { count: before });
      bus.emit('notify', { kind: 'ERROR', message: errorText(failure) });
    }
  };
  return (productId: number, wasFavorite: boolean) => void toggleFavorite(productId, wasFavorite);
}

/** What a product's buttons do: the basket remote owns adding; the favourite as `useToggleFavorite`. */
export function useCardActions(source: string, given?: EventBus) {
  const bus = useBus(given);
  const toggleFavorite = useToggleFavorite(bus);
  return {
    addToBasket: (productId: number) => bus.emit('basket/add-requested', { productId, quantity: 1, source }),
    toggleFavorite,
  };
}
