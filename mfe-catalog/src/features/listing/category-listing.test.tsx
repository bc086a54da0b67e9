import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';
import type { RegionSummary } from '@apteka/contracts';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, card, productList, NOT_AVAILABLE } from '../../testing/fixtures';

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

const nurofen = card(1, 'Нурофен таблетки 200 мг', {
  slug: 'nurofen-200',
  price: { base: 30000, special: 25500 },
  discountPercent: 15,
});
const panadol = card(2, 'Панадол таблетки 500 мг', {
  slug: 'panadol-500',
  brand: { id: 2, name: 'Панадол' },
  availability: NOT_AVAILABLE,
});
const later = card(3, 'Ибупрофен таблетки 400 мг', { slug: 'ibuprofen-400' });

/** GET /products answering page 1 with two products and page 2 with a third, 2 pages in all. */
const products: MockHandler = ({ params }) =>
  Number(params.page) === 2
    ? { data: productList([later], { page: 2, pages: 2, total: 3 }) }
    : { data: productList([nurofen, panadol], { pages: 2, total: 3 }) };

function renderAt(path: string, handler: MockHandler = products) {
  window.history.pushState({}, '', path);
  const api = mockApi({ 'GET /categories': { data: CATEGORY_TREE }, 'GET /products': handler });
  const store = makeStore({ client: api.client, retries: 0 });
  renderWithTheme(<Root store={store} />);
  return api;
}

const productCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.startsWith('GET /products'));

afterEach(() => {
  bus.set('region', null);
  bus.set('deliveryMode', 'pickup');
});

describe('category listing', () => {
  it("shows the categories right below it from the listing's own answer, without asking for the whole tree", async () => {
    const below = { parentId: 1, productCount: 41 };
    const withSubcategories: MockHandler = () => ({
      data: {
        ...productList([nurofen]),
        subcategories: [
          {
            ...below,
            id: 111,
            name: 'Жаропонижающие',
            slug: 'zharoponizhayushchie',
            path: ['lekarstva', 'zharoponizhayushchie'],
          },
          {
            ...below,
            id: 112,
            name: 'Спазмолитики',
            slug: 'spazmolitiki',
            path: ['lekarstva', 'spazmolitiki'],
            productCount: 1,
          },
        ],
      },
    });
    const api = renderAt('/catalog/lekarstva/obezbolivayushchie', withSubcategories);
    const nav = await screen.findByRole('navigation', { name: 'Подразделы: Обезболивающие' });
    expect(within(nav).getByRole('link', { name: 'Жаропонижающие' })).toHaveAttribute(
      'href',
      '/catalog/lekarstva/zharoponizhayushchie',
    );
    expect(nav).toHaveTextContent('Жаропонижающие41 товар');
    expect(nav).toHaveTextContent('Спазмолитики1 товар');
    expect(api.calls.filter((call) => call.startsWith('GET /categories'))).toEqual([]);
  });

  it('shows no subcategories where the listing names none', async () => {
    renderAt('/catalog/lekarstva/obezbolivayushchie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Обезболивающие' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Подразделы/ })).toBeNull();
  });

  it('shows breadcrumbs, the name and product cards with prices, discount and availability', async () => {
    renderAt('/catalog/lekarstva/obezbolivayushchie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Обезболивающие' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Лекарства' })).toHaveAttribute('href', '/catalog/lekarstva');
    expect(within(crumbs).getByText('Обезболивающие')).toHaveAttribute('aria-current', 'page');

    const first = screen.getByRole('article', { name: nurofen.name });
    expect(within(first).getByRole('link', { name: nurofen.name })).toHaveAttribute(
      'href',
      '/catalog/product/nurofen-200',
    );
    expect(first).toHaveTextContent('255 ₽');
    expect(first).toHaveTextContent('300 ₽');
    expect(first).toHaveTextContent('Скидка 15%');
    expect(first).toHaveTextContent('Есть в наличии');
    const second = screen.getByRole('article', { name: panadol.name });
    expect(within(second).getByRole('button', { name: `В корзину: ${panadol.name}` })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 3 товара');
    await waitFor(() => expect(document.title).toBe('Обезболивающие — купить в интернет-аптеке Самсон-Фарма'));
  });

  it('asks the API for the category path and sends the filters, sort and page of the URL', async () => {
    const api = renderAt(
      '/catalog/lekarstva/obezbolivayushchie?brand=1,2&country=Великобритания&priceFrom=100&priceTo=300&inStock=1&rx=otc&sort=cheap',
    );
    await screen.findByRole('article', { name: nurofen.name });
    const call = decodeURIComponent(productCalls(api)[0]!);
    expect(call).toContain('category=lekarstva/obezbolivayushchie');
    expect(call).toContain('brand=1,2');
    expect(call).toContain('country=Великобритания');
    expect(call).toContain('priceMin=10000');
    expect(call).toContain('priceMax=30000');
    expect(call).toContain('inStock=true');
    expect(call).toContain('rx=otc');
    expect(call).toContain('sort=cheap');
    expect(screen.getByRole('checkbox', { name: /Нурофен/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('cheap');
  });

  it('puts filter, sort and view changes into the URL and asks again; reset clears the filters', async () => {
    const api = renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });

    await userEvent.click(screen.getByRole('checkbox', { name: /Панадол \(1\)/ }));
    await waitFor(() => expect(window.location.search).toBe('?brand=2'));
    await waitFor(() => expect(productCalls(api)).toContainEqual(expect.stringContaining('brand=2')));

    await userEvent.click(screen.getByRole('checkbox', { name: /В наличии в моём регионе \(2\)/ }));
    await userEvent.click(screen.getByRole('radio', { name: /По рецепту \(1\)/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'expensive');
    await userEvent.click(screen.getByRole('button', { name: 'Списком' }));
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toEqual({ brand: '2', inStock: '1', rx: 'rx', sort: 'expensive', view: 'list' });
    expect(screen.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'от' }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Применить цену' }));
    expect(new URLSearchParams(window.location.search).get('priceFrom')).toBe('150');
    await waitFor(() => expect(productCalls(api)).toContainEqual(expect.stringContaining('priceMin=15000')));

    await userEvent.click(screen.getAllByRole('button', { name: 'Сбросить фильтры' })[0]!);
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      sort: 'expensive',
      view: 'list',
    });
  });

  it('"Показать ещё" loads the next page below, keeps the page in the URL and a link with page=2 shows both', async () => {
    const api = renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('article', { name: later.name })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: nurofen.name })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(productCalls(api)).toContainEqual(expect.stringContaining('page=2'));
  });

  it('opens at page 2 from a link with both pages shown', async () => {
    renderAt('/catalog/lekarstva/obezbolivayushchie?page=2');
    expect(await screen.findByRole('article', { name: later.name })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: nurofen.name })).toBeInTheDocument();
  });

  it('emits basket/add-requested from "В корзину" and asks an anonymous shopper to log in for favorites', async () => {
    renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });
    const adds: unknown[] = [];
    const logins: unknown[] = [];
    const subs = [
      bus.on('basket/add-requested').subscribe((e) => adds.push(e)),
      bus.on('auth/login-requested').subscribe((e) => logins.push(e)),
    ];
    await userEvent.click(screen.getByRole('button', { name: `В корзину: ${nurofen.name}` }));
    await userEvent.click(screen.getByRole('button', { name: `В избранное: ${nurofen.name}` }));
    subs.forEach((s) => s.unsubscribe());
    expect(adds).toEqual([{ productId: 1, quantity: 1, source: 'category' }]);
    expect(logins).toEqual([{ reason: 'favorites', returnTo: '/catalog/lekarstva/obezbolivayushchie' }]);
  });

  it('fetches again when the region or the delivery mode changes on the bus', async () => {
    const api = renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });
    expect(productCalls(api)).toHaveLength(1);
    act(() => bus.set('region', spb));
    await waitFor(() => expect(productCalls(api)).toHaveLength(2));
    act(() => bus.set('deliveryMode', 'courier'));
    await waitFor(() => expect(productCalls(api)).toHaveLength(3));
  });

  it('answers an unknown category honestly', async () => {
    renderAt('/catalog/net-takogo', () => ({
      status: 404,
      data: { error: 'not_found', message: 'Такой раздел каталога не найден.' },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Раздел не найден' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — интернет-аптека Самсон-Фарма'));
  });

  it('a selection asks for its own products', async () => {
    const api = renderAt('/moskva-14/catalog/discounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Скидки' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: nurofen.name })).toHaveAttribute(
      'href',
      '/moskva-14/catalog/product/nurofen-200',
    );
    expect(productCalls(api)[0]).toContain('selection=discounts');
  });
});
