import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';
import { Root } from '../../root';
import { makeStore } from '../../store';
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
