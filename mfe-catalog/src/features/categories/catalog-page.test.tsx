import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import type { RegionSummary } from '@apteka/contracts';
import { loadEveryPage } from '@apteka/ui/routing';
import { Root, routes, makeStore } from '../../remote';
import { CATEGORY_TREE } from '../../testing/fixtures';
import { mockApi } from '@apteka/api-client/testing';

function renderAt(path: string, api = mockApi({ 'GET /categories': { data: CATEGORY_TREE } })) {
  window.history.pushState({}, '', path);
  const store = makeStore({ client: api.client, retries: 0 });
  renderWithTheme(<Root store={store} />);
  return api;
}

const spb = {
  id: 27,
  name: 'Санкт-Петербург',
  slug: 'sankt-peterburg',
  skloneniya: {
    name_gde: 'Санкт-Петербурге',
    name_vin: 'Санкт-Петербург',
    name_dat: 'Санкт-Петербургу',
    name_rod: 'Санкт-Петербурга',
  },
  hasCourierDelivery: true,
  hasNightDelivery: false,
  timeZone: 'Europe/Moscow',
} satisfies RegionSummary;

// as the remote mounts: with its page loaded
beforeAll(() => loadEveryPage(routes));
afterEach(() => bus.set('region', null));

/** The top advertising banner asks on its own; these tests count the page's calls. */
const withoutAds = (calls: string[]) => calls.filter((call) => !call.startsWith('GET /ads/'));

describe('catalog page', () => {
  it('shows a loading state, then the category tree as nested links with product counts', async () => {
    renderAt('/catalog');
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем каталог');

    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Разделы каталога' });
    const medicines = within(nav).getByRole('link', { name: 'Лекарства' });
    expect(medicines).toHaveAttribute('href', '/catalog/lekarstva');
    expect(within(nav).getByRole('link', { name: 'Жаропонижающие' })).toHaveAttribute(
      'href',
      '/catalog/lekarstva/prostuda-i-gripp/zharoponizhayushchie',
    );
    expect(medicines.closest('li')).toHaveTextContent('1520 товаров');
    expect(within(nav).getByRole('link', { name: 'Витамины и БАД' }).closest('li')).toHaveTextContent('1 товар');
    expect(within(nav).getAllByRole('list').length).toBeGreaterThan(1);
  });

  it('shows the error with a retry that loads the tree', async () => {
    const api = renderAt(
      '/catalog',
      mockApi({
        'GET /categories': { status: 503, data: { error: 'unavailable', message: 'Сервис временно недоступен' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');

    api.on('GET /categories', { data: CATEGORY_TREE });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Лекарства' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('matches with a leading region segment and keeps it in its links', async () => {
    renderAt('/moskva-14/catalog');
    expect(await screen.findByRole('link', { name: 'Лекарства' })).toHaveAttribute(
      'href',
      '/moskva-14/catalog/lekarstva',
    );
  });

  it('fetches the tree again when the region changes on the bus', async () => {
    const api = renderAt('/catalog');
    await screen.findByRole('link', { name: 'Лекарства' });
    expect(withoutAds(api.calls)).toEqual(['GET /categories']);
    act(() => bus.set('region', spb));
    await screen.findByRole('link', { name: 'Лекарства' });
    expect(withoutAds(api.calls)).toEqual(['GET /categories', 'GET /categories']);
  });
});
