import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';
import { Provider } from 'react-redux';
import { Root, makeStore } from '../../remote';
import { SearchBox } from './search-box';
import { card, productList } from '../../testing/fixtures';

function renderAt(path: string, products: MockHandler) {
  window.history.pushState({}, '', path);
  const api = mockApi({
    'GET /products': products,
    'GET /products/popular': { data: { items: [card(5, 'Парацетамол таблетки 500 мг')] } },
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

describe('search results', () => {
  it('shows what the corrected query found, sorted by relevance with the listing filters', async () => {
    const api = renderAt('/search?q=gfhfwtnfvjk', () => ({
      data: {
        ...productList([card(5, 'Парацетамол таблетки 500 мг')], { correctedQuery: 'парацетамол' }),
        category: null,
        breadcrumbs: [],
      },
    }));
    expect(await screen.findByRole('article', { name: 'Парацетамол таблетки 500 мг' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Результаты поиска «gfhfwtnfvjk»' })).toBeInTheDocument();
    expect(screen.getByText(/Показаны результаты по запросу/)).toHaveTextContent('«парацетамол»');
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('relevance');
    expect(api.calls.find((call) => call.startsWith('GET /products'))).toBe('GET /products?page=1&q=gfhfwtnfvjk');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'cheap');
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('cheap');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('gfhfwtnfvjk');
  });

  it('says nothing was found, offers the corrected query and popular products', async () => {
    renderAt('/catalog/search?q=ыыыыы', () => ({
      data: { ...productList([], { correctedQuery: 'нурофен' }), category: null, breadcrumbs: [] },
    }));
    expect(await screen.findByText('По запросу «ыыыыы» ничего не найдено.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'нурофен' })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('нурофен')}`,
    );
    const popular = await screen.findByRole('region', { name: 'Популярные товары' });
    expect(within(popular).getByRole('article', { name: 'Парацетамол таблетки 500 мг' })).toBeInTheDocument();
  });

  it('says what it understood when the query names a complaint', async () => {
    renderAt(`/search?q=${encodeURIComponent('от кашля')}`, () => ({
      data: {
        ...productList([card(7, 'Лазолван сироп 15 мг/5 мл')]),
        searchHeading: 'Средства от кашля',
        category: null,
        breadcrumbs: [],
      },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Средства от кашля' })).toBeInTheDocument();
    expect(screen.getByText('По запросу «от кашля»')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Лазолван сироп 15 мг/5 мл' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('relevance');
  });
});

describe("the search page's own search form", () => {
  const found: MockHandler = ({ params }) => ({
    data: {
      ...productList([card(params.q === 'панадол' ? 2 : 1, `${String(params.q)} таблетки`)], { total: 4 }),
      category: null,
      breadcrumbs: [],
    },
  });

  it('holds the query; each search sent from it is counted once, the same term again too, and a reload not', async () => {
    const layer = fakeDataLayer();
    const searches = () => layer.entries().filter((entry) => entry.event === 'search');
    const api = renderAt(`/search?q=${encodeURIComponent('нурофен')}`, found);
    await screen.findByRole('article', { name: 'нурофен таблетки' });
    const form = screen.getByRole('search', { name: 'Искать в каталоге' });
    const field = within(form).getByRole('searchbox', { name: 'Искать в каталоге' });
    expect(field).toHaveValue('нурофен');
    expect(searches()).toEqual([{ event: 'search', search_term: 'нурофен', results_count: 4 }]);

    await userEvent.clear(field);
    await userEvent.type(field, ' панадол {Enter}');
    expect(await screen.findByRole('article', { name: 'панадол таблетки' })).toBeInTheDocument();
    expect(window.location.search).toBe(`?q=${encodeURIComponent('панадол')}`);
    expect(field).toHaveValue('панадол');
    expect(field).toHaveFocus();
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ event: 'search', search_term: 'панадол', results_count: 4 });

    // the same term sent again is a new search: a new history entry, counted once
    const entries = window.history.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(searches()[2]).toEqual({ event: 'search', search_term: 'панадол', results_count: 4 });
    expect(window.history.length).toBe(entries + 1);

    // a reload: the same history entry drawn by a fresh page
    cleanup();
    layer.reset();
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    expect(await screen.findByRole('searchbox', { name: 'Искать в каталоге' })).toHaveValue('панадол');
    await screen.findByRole('article', { name: 'панадол таблетки' });
    expect(searches()).toEqual([]);
  });

  it("counts the shown query searched again from the header's box, whose address tells the page nothing new", async () => {
    const layer = fakeDataLayer();
    const searches = () => layer.entries().filter((entry) => entry.event === 'search');
    const api = renderAt(`/search?q=${encodeURIComponent('нурофен')}`, found);
    await screen.findByRole('article', { name: 'нурофен таблетки' });
    // the header's box in its own root, going where single-spa sends it: nowhere when it is the address shown
    const navigate = (href: string) => {
      if (href !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', href);
    };
    renderWithTheme(
      <Provider store={makeStore({ client: api.client, retries: 0 })}>
        <SearchBox onNavigate={navigate} />
      </Provider>,
    );
    const entries = window.history.length;
    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск по товарам' }), 'нурофен{Enter}');
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ event: 'search', search_term: 'нурофен', results_count: 4 });
    expect(window.history.length).toBe(entries + 1);
  });

  it('shows the query of a search made elsewhere, and sends nothing for an empty field', async () => {
    renderAt(`/search?q=${encodeURIComponent('нурофен')}`, found);
    await screen.findByRole('article', { name: 'нурофен таблетки' });
    const field = screen.getByRole('searchbox', { name: 'Искать в каталоге' });
    act(() => {
      window.history.pushState({}, '', `/search?q=${encodeURIComponent('панадол')}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('article', { name: 'панадол таблетки' });
    expect(field).toHaveValue('панадол');

    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(window.location.search).toBe(`?q=${encodeURIComponent('панадол')}`);
  });

  it('is a plain GET form to the results page, so it works before scripts start', () => {
    renderAt('/search', found);
    const form = screen.getByRole('search', { name: 'Искать в каталоге' });
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('searchbox', { name: 'Искать в каталоге' })).toHaveAttribute('name', 'q');
  });
});
