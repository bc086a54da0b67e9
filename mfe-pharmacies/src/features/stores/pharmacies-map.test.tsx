import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { MOSCOW, MOSCOW_STORES, store } from '../../testing/fixtures';
import { isOpenNow } from './opening-hours';

const NIGHT_ONLY = store(106, 14, {
  name: 'Аптека у Курского',
  metro: 'Курская',
  address: 'ул. Земляной Вал, д. 33',
  coordinates: { lat: 55.758, lon: 37.659 },
  openingHours: Array.from({ length: 7 }, (_, day) => ({ day, open: '22:00', close: '06:00' })),
});
const STORES = [
  ...MOSCOW_STORES.map((s, i) => ({ ...s, coordinates: { lat: 55.7 + i * 0.01, lon: 37.6 } })),
  NIGHT_ONLY,
];

function renderPage(path = '/pharmacies') {
  const api = mockApi({
    'GET /stores/': { data: { stores: STORES, isPriceVaries: false } },
    'GET /geo/map-config': {
      data: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'test', suggestProvider: 'builtin' },
    },
  });
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const listItems = () => within(screen.getByRole('list', { name: 'Список аптек' })).getAllByRole('listitem');

beforeEach(() => {
  bus.set('region', MOSCOW);
  // Leaflet's keyboard handler scrolls the window on a map click; jsdom has no scrolling.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});
afterEach(() => bus.set('region', null));

describe('pharmacies list and map', () => {
  it('puts a marker for each pharmacy on the map, with no tile server reachable', async () => {
    renderPage();
    expect(await screen.findByText('6 аптек')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Карта аптек в Москве' });
    // Leaflet arrives when the map is first shown
    const markers = await within(map).findAllByRole('button', { name: /Аптека/ });
    expect(markers).toHaveLength(6);
    expect(markers[0]).toHaveAttribute('aria-label', 'Аптека №101, ул. Тестовая, д. 101');
  });

  it('a marker click highlights its pharmacy in the list', async () => {
    renderPage();
    await screen.findByText('6 аптек');
    const marker = await within(screen.getByTestId('stores-map')).findByRole('button', { name: /Аптека на Арбате/ });
    await userEvent.click(marker);
    const card = listItems().find((item) => item.textContent?.includes('Аптека на Арбате'))!;
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(within(screen.getByTestId('stores-map')).getByRole('button', { name: /Аптека на Арбате/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('searches by address or metro station', async () => {
    renderPage();
    await screen.findByText('6 аптек');
    await within(screen.getByTestId('stores-map')).findAllByRole('button', { name: /Аптека/ });
    await userEvent.type(screen.getByLabelText('Адрес или метро'), 'курская');
    expect(listItems()).toHaveLength(1);
    expect(screen.getByText('1 аптека')).toBeInTheDocument();
    expect(within(screen.getByTestId('stores-map')).getAllByRole('button', { name: /Аптека/ })).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Адрес или метро'));
    await userEvent.type(screen.getByLabelText('Адрес или метро'), 'Земляной');
    expect(listItems()[0]).toHaveTextContent('Аптека у Курского');
    await userEvent.clear(screen.getByLabelText('Адрес или метро'));
    await userEvent.type(screen.getByLabelText('Адрес или метро'), 'нет такой улицы');
    expect(screen.getByText('Ничего не нашлось. Измените запрос или фильтры.')).toBeInTheDocument();
  });

  it('filters 24-hour pharmacies and pharmacies with optics (the optics filter lives in the address)', async () => {
    renderPage();
    await screen.findByText('6 аптек');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Круглосуточно' }));
    expect(listItems()).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Круглосуточно' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'С оптикой' }));
    expect(window.location.search).toBe('?withOptics=true&hasOpticEmail=true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Аптеки с оптикой в Москве');
  });

  it('sorts by distance once the browser shares the position', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 55.758, longitude: 37.659 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderPage();
    await screen.findByText('6 аптек');
    expect(listItems()[0]).toHaveTextContent('Аптека №101');
    await userEvent.click(screen.getByRole('button', { name: 'Сначала ближайшие' }));
    expect(listItems()[0]).toHaveTextContent('Аптека у Курского');
    expect(listItems()[0]).toHaveTextContent('0 м от вас');
    expect(screen.getByRole('button', { name: 'Отсортировано по расстоянию' })).toBeInTheDocument();
  });

  it('explains a refused position', async () => {
    const getCurrentPosition = jest.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderPage();
    await screen.findByText('6 аптек');
    await userEvent.click(screen.getByRole('button', { name: 'Сначала ближайшие' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось определить ваше местоположение');
  });

  it("asks the shell for the city list with 'Сменить город'", async () => {
    const requests: unknown[] = [];
    const subscription = bus.on('shell/open-region-picker').subscribe((payload) => requests.push(payload));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Сменить город' }));
    expect(requests).toHaveLength(1);
    subscription.unsubscribe();
    act(() => undefined);
  });
});

describe('isOpenNow', () => {
  const at = (iso: string) => new Date(iso);
  it('follows the region clock, including hours past midnight', () => {
    const day = MOSCOW_STORES[0]!; // 08:00–22:00 every day
    expect(isOpenNow(day, 'Europe/Moscow', at('2026-11-23T06:00:00Z'))).toBe(true); // 09:00 MSK
    expect(isOpenNow(day, 'Europe/Moscow', at('2026-11-23T19:30:00Z'))).toBe(false); // 22:30 MSK
    expect(isOpenNow(NIGHT_ONLY, 'Europe/Moscow', at('2026-11-23T00:00:00Z'))).toBe(true); // 03:00 MSK
    expect(isOpenNow(NIGHT_ONLY, 'Europe/Moscow', at('2026-11-23T09:00:00Z'))).toBe(false); // 12:00 MSK
    expect(isOpenNow(MOSCOW_STORES[1]!, 'Europe/Moscow', at('2026-11-23T01:00:00Z'))).toBe(true);
  });
});
