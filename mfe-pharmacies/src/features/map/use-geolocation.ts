import { useCallback, useState } from 'react';
import type { Point } from './distance';

export type GeoState = 'idle' | 'pending' | 'granted' | 'denied';

/** The shopper's position, asked only when they press the button (never on page load). */
export function useGeolocation() {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<GeoState>('idle');
  const [position, setPosition] = useState<Point | null>(null);
  const [error, setError] = useState<string | null>(null);

  const request = useCallback(() => {
    if (!supported) return;
    setState('pending');
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setPosition({ lat: result.coords.latitude, lon: result.coords.longitude });
        setState('granted');
      },
      () => {
        setState('denied');
        setError(
          'Не удалось определить ваше местоположение. Разрешите доступ к геопозиции в браузере или найдите аптеку по адресу.',
        );
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }, [supported]);

  return { supported, state, position, error, request };
}
