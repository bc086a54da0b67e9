import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { Root, makeStore } from '../../remote';
import { KAZAN_FULL, MOSCOW, MOSCOW_STORES, SPB, SPB_STORES } from '../../testing/fixtures';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';

const storesByRegion: MockHandler = ({ params }) => ({
  data: {
    stores: Number(params.regionId) === 27 ? SPB_STORES : Number(params.regionId) === 16 ? [] : MOSCOW_STORES,
    isPriceVaries: true,
  },
});

function renderAt(path: string, api = mockApi({ 'GET /stores/': storesByRegion })) {
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

afterEach(() => bus.set('region', null));

/** Requests for data (the map's tile configuration left out). */
const dataCalls = (api: { calls: string[] }) => api.calls.filter((call) => !call.startsWith('GET /geo/map-config'));

describe('pharmacies page', () => {
  it("shows a loading state, then the region's pharmacies with count, phone, metro and hours", async () => {
    bus.set('region', MOSCOW);
    const api = renderAt('/pharmacies');
    expect(screen.getByRole('heading', { level: 1, name: 'Аптеки в Москве' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем аптеки');

    expect(await screen.findByText('5 аптек')).toBeInTheDocument();
    expect(dataCalls(api)).toEqual(['GET /stores/?regionId=14']);
    expect(screen.getByText('Цены в разных аптеках могут отличаться.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Список аптек' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Аптека №101' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Аптека №101' })).toHaveAttribute('href', '/pharmacies/101');
    expect(within(first).getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute('href', 'tel:+74951234567');
    expect(first).toHaveTextContent('ул. Тестовая, д. 101');
    expect(first).toHaveTextContent('м. Тверская');
    expect(first).toHaveTextContent('Сегодня: 08:00–22:00');
    expect(items[1]).toHaveTextContent('Круглосуточно');
    expect(items[1]).not.toHaveTextContent('м.');
  });

  it('fetches the list again for the new region when the region changes on the bus', async () => {
    bus.set('region', MOSCOW);
    const api = renderAt('/pharmacies');
    expect(await screen.findByText('5 аптек')).toBeInTheDocument();

    act(() => bus.set('region', SPB));
    expect(screen.getByRole('heading', { level: 1, name: 'Аптеки в Санкт-Петербурге' })).toBeInTheDocument();
    expect(await screen.findByText('2 аптеки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Аптека на Невском' })).toBeInTheDocument();
    expect(screen.queryByText('Аптека на Арбате')).not.toBeInTheDocument();
    expect(dataCalls(api)).toEqual(['GET /stores/?regionId=14', 'GET /stores/?regionId=27']);
  });

  it('shows the error with a retry', async () => {
    bus.set('region', MOSCOW);
    const api = renderAt(
      '/pharmacies',
      mockApi({ 'GET /stores/': { status: 500, data: { error: 'internal', message: 'Сервис временно недоступен' } } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');

    api.on('GET /stores/', storesByRegion);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('5 аптек')).toBeInTheDocument();
  });

  it('asks the API for the current region while the bus has none, and says when the region has no pharmacies', async () => {
    const api = renderAt(
      '/kazan-16/pharmacies',
      mockApi({ 'GET /regions/current': { data: KAZAN_FULL }, 'GET /stores/': storesByRegion }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Аптеки в Казани' })).toBeInTheDocument();
    expect(await screen.findByText('В Казани пока нет аптек.')).toBeInTheDocument();
    expect(dataCalls(api)).toEqual(['GET /regions/current', 'GET /stores/?regionId=16']);
  });

  it('narrows to pharmacies with optics on ?withOptics=true', async () => {
    bus.set('region', MOSCOW);
    renderAt('/pharmacies?withOptics=true');
    expect(await screen.findByText('1 аптека')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Аптеки с оптикой в Москве' })).toBeInTheDocument();
  });
});

describe('pharmacy page', () => {
  it('shows the pharmacy with the week of opening hours and today marked', async () => {
    bus.set('region', MOSCOW);
    renderAt('/moskva-14/pharmacies/103', mockApi({ 'GET /stores/103': { data: MOSCOW_STORES[2] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Аптека на Арбате' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Все аптеки' })).toHaveAttribute('href', '/moskva-14/pharmacies');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(7);
    const marked = rows.filter((row) => row.getAttribute('aria-current') === 'date');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('(сегодня)');
    // Whatever day the test runs on: Monday's row may carry the today mark.
    expect(rows[0]).toHaveTextContent(/^Понедельник( \(сегодня\))?08:00–22:00$/);
  });

  it('says when there is no such pharmacy', async () => {
    renderAt('/pharmacies/999', mockApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Аптека не найдена' })).toBeInTheDocument();
  });
});
