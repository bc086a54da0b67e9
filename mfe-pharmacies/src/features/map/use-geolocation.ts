import { useCallback, useState } from 'react';
import type { Point } from './distance';

export type GeoState = 'idle' | 'pending' | 'granted' | 'denied';

const UNSUPPORTED = 'Этот браузер не умеет определять местоположение. Найдите аптеку по адресу или станции метро.';

/**
 * The shopper's position, asked only when they press the button (never on page load). The button is offered
 * everywhere (the page is drawn on the server, which cannot know the browser); a browser without geolocation says so.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>('idle');
  const [position, setPosition] = useState<Point | null>(null);
  const [error, setError] = useState<string | null>(null);

  const request = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState('denied');
      setError(UNSUPPORTED);
      return;
    }
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
  }, []);

  return { state, position, error, request };
}
