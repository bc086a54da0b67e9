import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { fakeDataLayer, fakeIntersectionObserver } from '@apteka/analytics/testing';
import { beginPageView, LISTING_EVENT_DELAY_MS } from '@apteka/analytics';
import { mockApi, type MockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, card, productList } from '../../testing/fixtures';

const nurofen = card(1, 'Нурофен таблетки 200 мг', { price: { base: 25000, special: 19990 } });
const panadol = card(2, 'Панадол таблетки 500 мг');

let viewport: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  viewport = fakeIntersectionObserver();
  localStorage.clear();
});
afterEach(() => viewport.restore());

function renderAt(path: string, api: MockApi) {
  window.history.pushState({}, '', path);
  beginPageView(path.split('?')[0]!);
  // the page view itself is the shell's business: the layer starts after it
  const layer = fakeDataLayer();
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return { api, layer };
}

describe('listing analytics', () => {
  it('reports each card once when half of it was on screen, and the click on its link', async () => {
    const { layer } = renderAt(
      '/catalog/lekarstva/obezbolivayushchie',
      mockApi({
        'GET /categories': { data: CATEGORY_TREE },
        'GET /products': { data: productList([nurofen, panadol]) },
      }),
    );
    const first = await screen.findByRole('article', { name: nurofen.name });
    const second = screen.getByRole('article', { name: panadol.name });
    viewport.show(first, 0.4);
    expect(layer.events()).toEqual([]);
    viewport.show(first, 0.5);
    viewport.show(second, 1);
    viewport.show(first, 1);
    expect(layer.entries()).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'RUB',
          value: 199.9,
          item_list_name: 'category',
          items: [
            {
              item_id: '1',
              item_name: nurofen.name,
              item_brand: 'Нурофен',
              item_category: 'Обезболивающие',
              item_list_name: 'category',
              index: 0,
              price: 199.9,
              discount: 50.1,
              quantity: 1,
            },
          ],
        },
      },
      expect.objectContaining({ event: 'view_item_list', ecommerce: expect.objectContaining({ value: 250 }) }),
    ]);

    await userEvent.click(screen.getByRole('link', { name: panadol.name }));
    expect(layer.entries().at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_name: 'category', items: [{ item_id: '2', index: 1 }] },
    });
  });

  it('reports a filter 2 s later with the product count of the listing it produced', async () => {
    const { api, layer } = renderAt(
      '/catalog/lekarstva/obezbolivayushchie',
      mockApi({
        'GET /categories': { data: CATEGORY_TREE },
        'GET /products': { data: productList([nurofen, panadol]) },
      }),
    );
    await screen.findByRole('article', { name: nurofen.name });
    api.on('GET /products', { data: productList([panadol]) });
    await userEvent.click(screen.getByRole('checkbox', { name: /Панадол \(1\)/ }));
    await waitFor(() => expect(screen.queryByRole('article', { name: nurofen.name })).not.toBeInTheDocument());
    expect(layer.events()).not.toContain('filter');
    await waitFor(() => expect(layer.events()).toContain('filter'), { timeout: LISTING_EVENT_DELAY_MS + 1000 });
    expect(layer.entries().find((entry) => entry.event === 'filter')).toEqual({
      event: 'filter',
      filters: 'brand=2',
      products_count: 1,
    });
  });

  it('reports a search with its term and how many products it found', async () => {
    const { layer } = renderAt(
      '/search?q=нурофен',
      mockApi({
        'GET /categories': { data: CATEGORY_TREE },
        'GET /products': { data: productList([nurofen], { total: 7 }) },
      }),
    );
    await screen.findByRole('article', { name: nurofen.name });
    expect(layer.entries()).toContainEqual({ event: 'search', search_term: 'нурофен', results_count: 7 });
  });

  it('counts a search page once: not for its sorts and filters, not when reloaded, again for a new search', async () => {
    const api = mockApi({
      'GET /categories': { data: CATEGORY_TREE },
      'GET /products': { data: productList([nurofen], { total: 7 }) },
    });
    const { layer } = renderAt('/search?q=нурофен&brand=2', api);
    const searches = () => layer.entries().filter((entry) => entry.event === 'search');
    await screen.findByRole('article', { name: nurofen.name });
    expect(searches()).toEqual([{ event: 'search', search_term: 'нурофен', results_count: 7 }]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'cheap');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('cheap'));
    await waitFor(() => expect(api.calls.filter((call) => call.includes('sort=cheap')).length).toBeGreaterThan(0));
    await screen.findByRole('article', { name: nurofen.name });
    expect(searches()).toHaveLength(1);

    // a reload: the same history entry drawn by a fresh page
    cleanup();
    layer.reset();
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    await screen.findByRole('article', { name: nurofen.name });
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('cheap');
    expect(searches()).toEqual([]);

    cleanup();
    window.history.pushState({}, '', '/search?q=панадол');
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    await screen.findByRole('article', { name: nurofen.name });
    expect(searches()).toEqual([{ event: 'search', search_term: 'панадол', results_count: 7 }]);
  });
});
