import { useEffect, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@apteka/bus';
import { inRegion, type Store } from '@apteka/contracts';
import { Button, ErrorNotice, focusRing, media, plural, PLURALS, Spinner } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useGetMapConfigQuery, useGetStoresQuery } from '../../api';
import { useRegion } from '../region/use-region';
import { distanceMetres, type Point } from '../map/distance';
import { StoresMap, type MapPoint } from '../map/stores-map';
import { useGeolocation } from '../map/use-geolocation';
import { isOpenNow, weekdayIndex } from './opening-hours';
import { StoreCard } from './store-card';

export const pageCss = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;
const titleCss = { fontSize: 28, margin: '0 0 8px' } as const;
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е').trim();

export function matchesSearch(store: Store, query: string): boolean {
  const q = normalize(query);
  if (!q) return true;
  return [store.address, store.metro ?? '', store.name].some((field) => normalize(field).includes(q));
}

const inputCss = (theme: Theme) => ({
  width: '100%',
  boxSizing: 'border-box' as const,
  padding: '10px 12px',
  fontSize: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  ...focusRing(theme),
});

/** /pharmacies: list and map of the region's pharmacies, with search, filters and sorting by distance. */
export function PharmaciesPage() {
  const [params, setParams] = useSearchParams();
  const withOptics = params.get('withOptics') === 'true';
  const withOpticEmail = params.get('hasOpticEmail') === 'true';
  const { region, isLoading: regionLoading, error: regionError, refetch: refetchRegion } = useRegion();
  const stores = useGetStoresQuery(region ? { regionId: region.id } : { regionId: 0 }, { skip: !region });
  const { data: mapConfig } = useGetMapConfigQuery();
  const [query, setQuery] = useState('');
  const [openNow, setOpenNow] = useState(false);
  const [aroundTheClock, setAroundTheClock] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const geo = useGeolocation();

  const { currentData, error, isFetching, refetch } = stores;
  const list = useMemo(() => {
    const filtered = (currentData?.stores ?? []).filter(
      (store) =>
        (!withOptics || store.hasOptics) &&
        (!withOpticEmail || store.hasOpticEmail) &&
        (!aroundTheClock || store.isAroundTheClock) &&
        (!openNow || isOpenNow(store, region?.timeZone)) &&
        matchesSearch(store, query),
    );
    const position: Point | null = geo.position;
    if (!position) return filtered.map((store) => ({ store, distance: null }));
    return filtered
      .map((store) => ({ store, distance: distanceMetres(position, store.coordinates) }))
      .sort((a, b) => a.distance - b.distance);
  }, [currentData, withOptics, withOpticEmail, aroundTheClock, openNow, query, geo.position, region?.timeZone]);

  const points = useMemo<MapPoint[]>(
    () =>
      list.map(({ store }) => ({
        id: store.id,
        lat: store.coordinates.lat,
        lon: store.coordinates.lon,
        label: `${store.name}, ${store.address}`,
      })),
    [list],
  );

  useEffect(() => {
    if (highlighted !== null)
      document.getElementById(`store-${highlighted}`)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);

  if (!region) {
    return (
      <section css={pageCss}>
        <h1 css={titleCss}>Аптеки</h1>
        {regionLoading || !regionError ? (
          <Spinner label="Определяем регион…" />
        ) : (
          <ErrorNotice message={errorText(regionError)} onRetry={() => void refetchRegion()} />
        )}
      </section>
    );
  }

  const today = weekdayIndex(region.timeZone);
  const setOptics = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) {
      next.set('withOptics', 'true');
      next.set('hasOpticEmail', 'true');
    } else {
      next.delete('withOptics');
      next.delete('hasOpticEmail');
    }
    setParams(next);
  };

  return (
    <section css={pageCss} aria-busy={isFetching}>
      <h1 css={titleCss}>
        {withOptics ? 'Аптеки с оптикой' : 'Аптеки'} {inRegion(region.skloneniya)}
      </h1>
      <p css={{ margin: '0 0 16px' }}>
        <button
          type="button"
          onClick={() => bus.emit('shell/open-region-picker', {})}
          css={(theme: Theme) => ({
            background: 'none',
            border: 'none',
            padding: 0,
            font: 'inherit',
            color: theme.colors.primary,
            textDecoration: 'underline',
            cursor: 'pointer',
            minHeight: 32,
            ...focusRing(theme),
          })}
        >
          Сменить город
        </button>
      </p>
      <div css={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)', marginBottom: 16 }}>
        <label>
          <span css={{ display: 'block', marginBottom: 4 }}>Адрес или метро</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            css={inputCss}
          />
        </label>
        <fieldset
          css={{
            border: 'none',
            padding: 0,
            margin: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '8px 20px',
            alignItems: 'center',
          }}
        >
          <legend css={{ padding: 0, marginBottom: 4 }}>Показать</legend>
          <label css={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
            <input
              type="checkbox"
              checked={openNow}
              onChange={(e) => setOpenNow(e.target.checked)}
              css={{ width: 20, height: 20 }}
            />
            Открыто сейчас
          </label>
          <label css={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
            <input
              type="checkbox"
              checked={aroundTheClock}
              onChange={(e) => setAroundTheClock(e.target.checked)}
              css={{ width: 20, height: 20 }}
            />
            Круглосуточно
          </label>
          <label css={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
            <input
              type="checkbox"
              checked={withOptics}
              onChange={(e) => setOptics(e.target.checked)}
              css={{ width: 20, height: 20 }}
            />
            С оптикой
          </label>
          <Button variant="secondary" onClick={geo.request} disabled={geo.state === 'pending'}>
            {geo.position ? 'Отсортировано по расстоянию' : 'Сначала ближайшие'}
          </Button>
        </fieldset>
        {geo.error && (
          <p role="alert" css={{ margin: 0 }}>
            {geo.error}
          </p>
        )}
      </div>
      {!currentData && (isFetching || !error) ? (
        <Spinner label="Загружаем аптеки…" />
      ) : !currentData ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : currentData.stores.length === 0 ? (
        <p>{`${inRegion(region.skloneniya)} пока нет аптек${withOptics ? ' с оптикой' : ''}.`.replace(/^в/, 'В')}</p>
      ) : (
        <div
          css={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'minmax(0, 1fr)',
            [media.from('desktop')]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
          }}
        >
          <div>
            <p css={{ margin: '0 0 8px' }} aria-live="polite">
              {list.length} {plural(list.length, PLURALS.pharmacy)}
            </p>
            {currentData.isPriceVaries && <p css={{ margin: '0 0 8px' }}>Цены в разных аптеках могут отличаться.</p>}
            {list.length === 0 ? (
              <p>Ничего не нашлось. Измените запрос или фильтры.</p>
            ) : (
              <ul
                aria-label="Список аптек"
                css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 640, overflowY: 'auto' }}
              >
                {list.map(({ store, distance }) => (
                  <StoreCard
                    key={store.id}
                    store={store}
                    today={today}
                    distance={distance}
                    highlighted={store.id === highlighted}
                  />
                ))}
              </ul>
            )}
          </div>
          <div css={{ [media.from('desktop')]: { position: 'sticky', top: 16, alignSelf: 'start' } }}>
            <StoresMap
              points={points}
              tileUrl={mapConfig?.tileUrl ?? DEFAULT_TILE_URL}
              attribution={mapConfig?.attribution}
              selectedId={highlighted}
              onSelect={setHighlighted}
              label={`Карта аптек ${inRegion(region.skloneniya)}`}
            />
          </div>
        </div>
      )}
    </section>
  );
}
