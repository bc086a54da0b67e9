import { track } from '@apteka/analytics';
import { useState } from 'react';
import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { errorText } from '@apteka/api-client';
import type { Store } from '@apteka/contracts';
import { Button, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { QueryView } from '../../common/query-view';
import { textLink } from '../../common/form-styles';
import { useGetFavoritePharmaciesQuery, useRemoveFavoritePharmacyMutation } from './pharmacies-api';
import { FormError } from '../../common/form-message';

/** A favourite pharmacy (card FAVORITE): name, address, metro, phone, hours, and a way to forget it. */
function FavoritePharmacy({ store, onRemove, busy }: { store: Store; onRemove: () => void; busy: boolean }) {
  const regionPath = useRegionPath();
  return (
    <li
      data-variant="FAVORITE"
      css={(theme: Theme) => ({ padding: '12px 0', borderBottom: `1px solid ${theme.colors.border}` })}
    >
      <Link
        href={regionPath(`/pharmacies/${store.id}`)}
        css={(theme: Theme) => ({ ...textLink(theme), fontWeight: 600 })}
      >
        {store.name}
      </Link>
      <p css={{ margin: '4px 0' }}>
        {store.address}
        {store.metro ? ` · м. ${store.metro}` : ''}
      </p>
      <p css={(theme: Theme) => ({ margin: '4px 0 8px', color: theme.colors.textMuted, fontSize: 14 })}>
        {store.isAroundTheClock ? 'Круглосуточно' : 'Часы работы — на странице аптеки'} · {store.phone}
      </p>
      <Button variant="secondary" onClick={onRemove} disabled={busy} aria-label={`Убрать из избранного: ${store.name}`}>
        Убрать из избранного
      </Button>
    </li>
  );
}

/** /lk/pharmacies: the shopper's favourite pharmacies in the current region. */
export function FavoritePharmacies() {
  const regionPath = useRegionPath();
  const query = useGetFavoritePharmaciesQuery(useLocationKey());
  const [remove, { isLoading }] = useRemoveFavoritePharmacyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const forget = async (id: number) => {
    setFailure(null);
    try {
      await remove(id).unwrap();
      const store = query.data?.stores.find((candidate) => candidate.id === id);
      track('favorite_pharmacy', { action: 'remove', store_id: id, store_name: store?.name ?? '' });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <QueryView query={query} loading="Загружаем аптеки…">
      {({ stores }) => (
        <>
          <FormError message={failure} />
          {stores.length === 0 ? (
            <p>
              В этом городе нет избранных аптек. Отметьте удобные аптеки на странице{' '}
              <Link href={regionPath('/pharmacies')} css={(theme: Theme) => textLink(theme)}>
                «Аптеки»
              </Link>
              .
            </p>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {stores.map((store) => (
                <FavoritePharmacy
                  key={store.id}
                  store={store}
                  busy={isLoading}
                  onRemove={() => void forget(store.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}
