import { useMemo, useState } from 'react';
import type { AddressSuggestion } from '@apteka/contracts';
import { Button } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useGetMapConfigQuery, useGetStoresQuery, useLazyReverseGeocodeQuery } from '../../api';
import { DEFAULT_TILE_URL } from '../stores/pharmacies-page';
import { StoresMap } from '../map/stores-map';

export interface MapPickerProps {
  regionId: number;
  /** the point already chosen, shown as a marker */
  chosen: { lat: number; lon: number } | null;
  onPick: (suggestion: AddressSuggestion) => void;
}

/** 'Указать на карте': a click on the map asks the API which address is there (reverse geocoding). */
export function MapPicker({ regionId, chosen, onPick }: MapPickerProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { data: mapConfig } = useGetMapConfigQuery(undefined, { skip: !open });
  const { currentData: stores } = useGetStoresQuery({ regionId }, { skip: !open });
  const [reverse, { isFetching }] = useLazyReverseGeocodeQuery();

  // The city's pharmacies span it: their middle is a good first view.
  const centre = useMemo(() => {
    const list = stores?.stores ?? [];
    if (list.length === 0) return undefined;
    return {
      lat: list.reduce((sum, s) => sum + s.coordinates.lat, 0) / list.length,
      lon: list.reduce((sum, s) => sum + s.coordinates.lon, 0) / list.length,
    };
  }, [stores]);
  const points = useMemo(
    () => (chosen ? [{ id: 0, lat: chosen.lat, lon: chosen.lon, label: 'Выбранный адрес' }] : []),
    [chosen],
  );

  const pick = async (lat: number, lon: number) => {
    setMessage(null);
    try {
      onPick(await reverse({ lat, lon }).unwrap());
    } catch (failure) {
      setMessage(errorText(failure));
    }
  };

  return (
    <div>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Скрыть карту' : 'Указать на карте'}
      </Button>
      {open && (
        <div css={{ marginTop: 8 }}>
          <p css={{ margin: '0 0 8px' }}>Нажмите на карте на ваш дом — адрес подставится в форму.</p>
          {(centre || chosen) && (
            <StoresMap
              points={points}
              selectedId={chosen ? 0 : null}
              centre={centre}
              tileUrl={mapConfig?.tileUrl ?? DEFAULT_TILE_URL}
              attribution={mapConfig?.attribution}
              onMapClick={(lat, lon) => void pick(lat, lon)}
              label="Карта для выбора адреса доставки"
              height={300}
            />
          )}
          {isFetching && <p aria-live="polite">Ищем адрес…</p>}
          {message && <p role="alert">{message}</p>}
        </div>
      )}
    </div>
  );
}
