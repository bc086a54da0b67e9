import { bus as pageBus, useBusState, type EventBus } from '@apteka/bus';

/** What the card buttons do: the basket remote owns adding; an anonymous shopper is asked to log in for favourites. */
export function useCardActions(source: string, bus: EventBus = pageBus) {
  const user = useBusState('user', bus);
  return {
    addToBasket: (productId: number) => bus.emit('basket/add-requested', { productId: String(productId), quantity: 1, source }),
    toggleFavourite: () => {
      if (!user?.isAuthenticated) {
        bus.emit('auth/login-requested', { reason: 'favorites', returnTo: window.location.pathname + window.location.search });
        return;
      }
      // There is no favourites API yet: say so instead of pretending it was saved.
      bus.emit('notify', { kind: 'WARNING', message: 'Избранное пока недоступно.' });
    },
  };
}
