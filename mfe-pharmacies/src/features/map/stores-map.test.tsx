import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithTheme } from '@apteka/ui/testing';
import { StoresMap, type MapPoint } from './stores-map';

const POINTS: MapPoint[] = [
  { id: 1, lat: 55.75, lon: 37.61, label: 'Аптека на Тверской' },
  { id: 2, lat: 55.76, lon: 37.62, label: 'Аптека на Арбате' },
];

beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('StoresMap', () => {
  it('keeps its markers when the tile source arrives after the pharmacies', async () => {
    const { rerender } = renderWithTheme(
      <StoresMap points={POINTS} tileUrl="http://127.0.0.1:9/a/{z}/{x}/{y}.png" label="Карта аптек" />,
    );
    const markers = () =>
      within(screen.getByRole('region', { name: 'Карта аптек' })).queryAllByRole('button', { name: /Аптека/ });
    // Leaflet arrives when the map is first shown
    await waitFor(() => expect(markers()).toHaveLength(2));
    rerender(
      <StoresMap
        points={POINTS}
        tileUrl="http://127.0.0.1:9/b/{z}/{x}/{y}.png"
        attribution="© тайлы"
        label="Карта аптек"
      />,
    );
    expect(markers()).toHaveLength(2);
    const tiles = document.querySelectorAll('.leaflet-tile-pane .leaflet-layer');
    expect(tiles).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Карта аптек' })).toHaveTextContent('© тайлы');
  });

  it('loads Leaflet only once its frame comes near the window (below the list on a phone)', async () => {
    let reveal: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
    window.IntersectionObserver = class {
      constructor(watch: typeof reveal) {
        reveal = watch;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      jest.useFakeTimers();
      renderWithTheme(<StoresMap points={POINTS} tileUrl="http://127.0.0.1:9/{z}/{x}/{y}.png" label="Карта аптек" />);
      const map = screen.getByRole('region', { name: 'Карта аптек' });
      // the frame keeps its place meanwhile, so nothing moves when the map comes
      expect(map).toHaveStyle({ height: '420px' });
      // time alone brings no map while the frame stays out of sight
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      jest.useRealTimers();
      expect(map.querySelector('.leaflet-container, .leaflet-pane')).toBeNull();
      act(() => reveal!([{ isIntersecting: true }]));
      await waitFor(() => expect(within(map).queryAllByRole('button', { name: /Аптека/ })).toHaveLength(2));
    } finally {
      jest.useRealTimers();
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
