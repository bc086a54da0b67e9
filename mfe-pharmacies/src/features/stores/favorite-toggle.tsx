import { useState } from 'react';
import { bus, useBusState } from '@apteka/bus';
import type { Store } from '@apteka/contracts';
import { Button, plural, PLURALS } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { track } from '@apteka/analytics';
import { useToggleFavoriteStoreMutation } from '../../api';

/** 'В избранное' for a signed-in shopper, with how many pharmacies they keep; anonymous shoppers are asked to log in. */
export function FavoriteToggle({ store }: { store: Store }) {
  const user = useBusState('user');
  const [toggle, { isLoading }] = useToggleFavoriteStoreMutation();
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!user?.isAuthenticated) {
    return (
      <Button
        variant="secondary"
        onClick={() =>
          bus.emit('auth/login-requested', { reason: 'favorite-pharmacy', returnTo: window.location.pathname })
        }
      >
        Войдите, чтобы добавить в избранное
      </Button>
    );
  }
  const onClick = async () => {
    setError(null);
    try {
      const result = await toggle({ id: store.id, isFavorite: !store.isFavorite }).unwrap();
      setCount(result.favoritesCount);
      track('favorite_pharmacy', {
        action: store.isFavorite ? 'remove' : 'add',
        store_id: store.id,
        store_name: store.name,
      });
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <div>
      <Button variant="secondary" aria-pressed={store.isFavorite} onClick={() => void onClick()} disabled={isLoading}>
        {store.isFavorite ? '★ В избранном' : '☆ В избранное'}
      </Button>
      {count !== null && (
        <p aria-live="polite" css={{ margin: '4px 0 0' }}>
          В избранном {count} {plural(count, PLURALS.pharmacy)}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
