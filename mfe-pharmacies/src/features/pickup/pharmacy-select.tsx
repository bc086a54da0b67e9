import { useEffect, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { bus, useLocationKey } from '@apteka/bus';
import type { StoreWithAvailability } from '@apteka/contracts';
import { Button, ErrorNotice, formatPrice, Spinner } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useGetStoresForBasketQuery, useSetStoreMutation } from '../../api';
import { distanceMetres, distanceText, type Point } from '../map/distance';

/** Spec's pharmacy select states, in this order. */
export type PharmacySelectState = 'LOADING' | 'DETECT' | 'RESULT';

export interface PharmacySelectProps {
  regionId: number;
  /** the basket's lines; the session's basket on the server when omitted */
  products?: { id: number; quantity: number }[];
  onChosen?: (store: StoreWithAvailability) => void;
}

/** The position only when the shopper already allowed it: choosing a pharmacy never pops a permission prompt. */
async function grantedPosition(): Promise<Point | null> {
  try {
    const permission = await navigator.permissions?.query({ name: 'geolocation' });
    if (permission?.state !== 'granted') return null;
    return await new Promise<Point | null>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (result) => resolve({ lat: result.coords.latitude, lon: result.coords.longitude }),
        () => resolve(null),
        { timeout: 3000, maximumAge: 300_000 },
      ),
    );
  } catch {
    return null;
  }
}

/**
 * The pickup pharmacy choice: LOADING (pharmacies with the basket's availability, one request), DETECT (the
 * shopper's position, if already allowed, to put the nearest first), RESULT (the list to choose from).
 */
export function PharmacySelect({ regionId, products, onChosen }: PharmacySelectProps) {
  const locationKey = useLocationKey();
  const shown = useMemo(() => ({ ...locationKey, regionId, products }), [locationKey, regionId, products]);
  const query = useGetStoresForBasketQuery(shown);
  const [setStore, { isLoading: saving }] = useSetStoreMutation();
  const [position, setPosition] = useState<Point | null>(null);
  const [detected, setDetected] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!query.currentData || detected) return;
    let cancelled = false;
    void grantedPosition().then((point) => {
      if (cancelled) return;
      setPosition(point);
      setDetected(true);
    });
    return () => {
      cancelled = true;
    };
  }, [query.currentData, detected]);

  const state: PharmacySelectState = !query.currentData ? 'LOADING' : !detected ? 'DETECT' : 'RESULT';
  const stores = useMemo(() => {
    const list = (query.currentData?.stores ?? []).map((store) => ({
      store,
      distance: position ? distanceMetres(position, store.coordinates) : null,
    }));
    // The server orders by how much of the basket each has; nearest first among equals.
    if (position)
      list.sort(
        (a, b) =>
          (b.store.availability?.available ?? 0) - (a.store.availability?.available ?? 0) || a.distance! - b.distance!,
      );
    return list;
  }, [query.currentData, position]);

  const choose = async (store: StoreWithAvailability) => {
    setError(null);
    try {
      const result = await setStore({ storeId: store.id, shown }).unwrap();
      const chosen = result.store ?? store;
      bus.emit('delivery/changed', {
        mode: 'pickup',
        store: { id: chosen.id, name: chosen.name, address: chosen.address },
      });
      onChosen?.(store);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <section data-state={state} aria-busy={state !== 'RESULT'} aria-labelledby="pharmacy-select-title">
      <h2 id="pharmacy-select-title" css={{ fontSize: 22, margin: '0 0 8px' }}>
        Выберите аптеку для самовывоза
      </h2>
      {state === 'LOADING' && !query.error && <Spinner label="Проверяем наличие в аптеках…" />}
      {query.error && <ErrorNotice message={errorText(query.error)} onRetry={() => void query.refetch()} />}
      {state === 'DETECT' && <Spinner label="Ищем ближайшие аптеки…" />}
      {error && <ErrorNotice message={error} />}
      {state === 'RESULT' && stores.length === 0 && <p>В этом городе пока нет аптек для самовывоза.</p>}
      {state === 'RESULT' && stores.length > 0 && (
        <ul aria-label="Аптеки для самовывоза" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {stores.map(({ store, distance }) => {
            const availability = store.availability;
            const whole = availability !== undefined && availability.available === availability.total;
            return (
              <li
                key={store.id}
                data-testid={`pickup-store-${store.id}`}
                css={(theme: Theme) => ({
                  padding: '12px 8px',
                  borderBottom: `1px solid ${theme.colors.border}`,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 12,
                  alignItems: 'center',
                  background: store.isSelected ? theme.colors.surface : undefined,
                })}
              >
                <div css={{ flex: '1 1 260px' }}>
                  <p css={{ margin: 0, fontWeight: 600 }}>{store.name}</p>
                  <p css={{ margin: '2px 0' }}>
                    {store.address}
                    {store.metro ? `, м. ${store.metro}` : ''}
                    {distance !== null ? ` · ${distanceText(distance)}` : ''}
                  </p>
                  {availability && (
                    <p
                      css={(theme: Theme) => ({
                        margin: 0,
                        color: whole
                          ? theme.colors.success
                          : availability.available === 0
                            ? theme.colors.danger
                            : theme.colors.text,
                      })}
                    >
                      {availability.available === 0 ? 'Нет в наличии' : `В наличии: ${availability.label}`}
                      {availability.available > 0 && <> · {formatPrice(availability.basketPrice)}</>}
                      {availability.isPriceVaries && availability.available > 0 && ' (цена за часть корзины)'}
                    </p>
                  )}
                </div>
                {store.isSelected ? (
                  <strong aria-label={`Выбрана: ${store.name}`}>Выбрана</strong>
                ) : (
                  <Button
                    onClick={() => void choose(store)}
                    disabled={saving || (availability !== undefined && availability.available === 0)}
                    aria-label={`Выбрать ${store.name}`}
                  >
                    Выбрать
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
