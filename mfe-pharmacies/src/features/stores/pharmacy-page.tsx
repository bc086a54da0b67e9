import { useTheme, type Theme } from '@emotion/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { notFoundPageTitle, pharmacyPageTitle } from '@apteka/contracts';
import { ErrorNotice, Spinner, useDocumentTitle } from '@apteka/ui';
import { useMemo } from 'react';
import { useGetMapConfigQuery, useGetStoreQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { useRegionPath } from '@apteka/ui/routing';
import { useRegion } from '../region/use-region';
import { DAY_NAMES, hoursOfDay, hoursText, telHref, weekdayIndex } from './opening-hours';
import { pageCss } from './pharmacies-page';
import { linkCss } from './store-card';
import { DEFAULT_TILE_URL } from './pharmacies-page';
import { FavoriteToggle } from './favorite-toggle';
import { RouteLinks } from './route-links';
import { StoreReviews } from './store-reviews';
import { StoresMap } from '../map/stores-map';

/** /pharmacies/{id}: one pharmacy with its week of opening hours, today marked. */
export function PharmacyPage() {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const regionPath = useRegionPath();
  const { region } = useRegion();
  const { data: store, error, isLoading, refetch } = useGetStoreQuery(id ?? 0, { skip: id === null });
  const { data: mapConfig } = useGetMapConfigQuery();
  const points = useMemo(
    () =>
      store
        ? [
            {
              id: store.id,
              lat: store.coordinates.lat,
              lon: store.coordinates.lon,
              label: `${store.name}, ${store.address}`,
            },
          ]
        : [],
    [store],
  );
  const back = (
    <p css={{ margin: '0 0 16px' }}>
      <RouterLink to={regionPath('/pharmacies')} css={linkCss}>
        ← Все аптеки
      </RouterLink>
    </p>
  );

  // 404, or 400 for an id the API cannot take: either way there is no such pharmacy.
  const notFound =
    id === null || (error !== undefined && 'status' in error && (error.status === 404 || error.status === 400));
  const storeName = useTheme().name;
  useDocumentTitle(
    notFound ? notFoundPageTitle(storeName) : store ? pharmacyPageTitle(store.address, storeName) : null,
  );
  if (notFound) {
    return (
      <section css={pageCss}>
        {back}
        <h1 css={{ fontSize: 28 }}>Аптека не найдена</h1>
        <p>Такой аптеки нет. Выберите аптеку из списка.</p>
      </section>
    );
  }
  if (isLoading) {
    return (
      <section css={pageCss}>
        {back}
        <Spinner label="Загружаем аптеку…" />
      </section>
    );
  }
  if (error || !store) {
    return (
      <section css={pageCss}>
        {back}
        <h1 css={{ fontSize: 28 }}>Аптека</h1>
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      </section>
    );
  }

  const today = weekdayIndex(region?.timeZone);
  return (
    <section css={pageCss}>
      {back}
      <h1 css={{ fontSize: 28, margin: '0 0 8px' }}>{store.name}</h1>
      <p css={{ margin: '0 0 4px' }}>{store.address}</p>
      {store.metro && <p css={{ margin: '0 0 4px' }}>м. {store.metro}</p>}
      {store.phone && (
        <p css={{ margin: '0 0 16px' }}>
          Телефон:{' '}
          <a href={telHref(store.phone)} css={linkCss}>
            {store.phone}
          </a>
        </p>
      )}
      <FavoriteToggle store={store} />
      {store.services && store.services.length > 0 && (
        <>
          <h2 css={{ fontSize: 20, margin: '24px 0 8px' }}>Услуги</h2>
          <ul>
            {store.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </>
      )}
      {!store.services && store.hasOptics && <p>В аптеке есть оптика.</p>}
      <h2 css={{ fontSize: 20, margin: '24px 0 8px' }}>Часы работы</h2>
      {store.isAroundTheClock ? (
        <p>
          <strong>Круглосуточно</strong>
        </p>
      ) : (
        <table css={{ borderCollapse: 'collapse' }}>
          <tbody>
            {DAY_NAMES.map((name, day) => (
              <tr
                key={name}
                aria-current={day === today ? 'date' : undefined}
                css={(theme: Theme) => (day === today ? { background: theme.colors.surface, fontWeight: 700 } : {})}
              >
                <th scope="row" css={{ textAlign: 'left', fontWeight: 'inherit', padding: '4px 16px 4px 8px' }}>
                  {name}
                  {day === today && ' (сегодня)'}
                </th>
                <td css={{ padding: '4px 8px' }}>{hoursText(hoursOfDay(store, day))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 css={{ fontSize: 20, margin: '24px 0 8px' }}>Как добраться</h2>
      <RouteLinks target={store.coordinates} />
      <div css={{ marginTop: 12 }}>
        <StoresMap
          points={points}
          selectedId={store.id}
          tileUrl={mapConfig?.tileUrl ?? DEFAULT_TILE_URL}
          attribution={mapConfig?.attribution}
          label={`Аптека на карте: ${store.address}`}
          height={320}
        />
      </div>
      <StoreReviews storeId={store.id} />
    </section>
  );
}
