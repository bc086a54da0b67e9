import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import type { AlphabetLetters, AlphabetName, AlphabetNames, RegionSummary } from '@apteka/contracts';
import { Root, makeStore } from '../../remote';
import { card, productList } from '../../testing/fixtures';

const kazan = {
  id: 16,
  name: 'Казань',
  slug: 'kazan',
  skloneniya: { name_gde: 'Казани', name_vin: 'Казань', name_dat: 'Казани', name_rod: 'Казани' },
  hasCourierDelivery: true,
  hasNightDelivery: false,
  timeZone: 'Europe/Moscow',
} satisfies RegionSummary;

const at = (...parts: string[]) => `GET /alphabet/${parts.map(encodeURIComponent).join('/')}`;

const brandLetters: AlphabetLetters = {
  directory: 'brands',
  letters: [
    { letter: 'Б', count: 2 },
    { letter: 'Н', count: 1 },
    { letter: 'N', count: 1 },
  ],
};
const brandNames: AlphabetNames = {
  directory: 'brands',
  letter: 'Б',
  names: [
    { slug: 'bayer', label: 'Байер', count: 12 },
    { slug: 'bioks', label: 'Биокс', count: 1 },
  ],
};
const bayer: AlphabetName = {
  directory: 'brands',
  letter: 'Б',
  name: brandNames.names[0]!,
  filter: { key: 'brand', value: '7' },
};
const aspirin = card(1, 'Аспирин Кардио таблетки 100 мг', {
  slug: 'aspirin-cardio',
  brand: { id: 7, name: 'Байер' },
  price: { base: 31000, special: 27900 },
  discountPercent: 10,
});

const ROUTES: Record<string, MockHandler | MockReply> = {
  [at('brands')]: { data: brandLetters },
  [at('brands', 'Б')]: { data: brandNames },
  [at('brands', 'Б', 'bayer')]: { data: bayer },
  [at('trade-names')]: {
    data: {
      directory: 'trade-names',
      letters: [
        { letter: 'Н', count: 1 },
        { letter: '0-9', count: 1 },
      ],
    } satisfies AlphabetLetters,
  },
  [at('trade-names', 'Н', 'nurofen')]: {
    data: {
      directory: 'trade-names',
      letter: 'Н',
      name: { slug: 'nurofen', label: 'Нурофен', count: 3 },
      filter: { key: 'tradeName', value: 'Нурофен' },
    } satisfies AlphabetName,
  },
  [at('manufacturers')]: {
    data: { directory: 'manufacturers', letters: [{ letter: 'О', count: 4 }] } satisfies AlphabetLetters,
  },
  [at('substances')]: {
    data: { directory: 'substances', letters: [{ letter: 'И', count: 2 }] } satisfies AlphabetLetters,
  },
  'GET /products': { data: productList([aspirin]) },
  'GET /categories': { data: [] },
};

function renderAt(path: string, overrides: Record<string, MockHandler | MockReply> = {}) {
  window.history.pushState({}, '', path);
  const api = mockApi({ ...ROUTES, ...overrides });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const productCalls = (api: { calls: string[] }) =>
  api.calls.filter((call) => call.startsWith('GET /products')).map(decodeURIComponent);

afterEach(() => {
  bus.set('region', null);
  bus.set('deliveryMode', 'pickup');
});

describe('alphabetical directories', () => {
  it('shows the letter strip: letters with names are links, the others are disabled', async () => {
    renderAt('/alphabet_brand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бренды по алфавиту' })).toBeInTheDocument();
    const strip = await screen.findByRole('navigation', { name: 'Буквы алфавита' });
    const cyrillic = within(strip).getByRole('list', { name: 'Русский алфавит' });
    expect(within(cyrillic).getByRole('link', { name: 'Б' })).toHaveAttribute(
      'href',
      `/alphabet_brand/${encodeURIComponent('Б')}`,
    );
    expect(within(cyrillic).queryByRole('link', { name: 'А' })).toBeNull();
    const absent = within(cyrillic)
      .getAllByRole('listitem')
      .find((item) => item.textContent === 'А — нет названий');
    expect(absent?.firstElementChild).toHaveAttribute('aria-disabled', 'true');
    expect(within(cyrillic).queryByText('Ъ')).toBeNull();
    expect(within(strip).getByRole('list', { name: 'Латинский алфавит' })).toContainElement(
      within(strip).getByRole('link', { name: 'N' }),
    );
    expect(within(strip).queryByRole('list', { name: 'Цифры' })).toBeNull();
    expect(within(strip).queryByRole('link', { current: 'page' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).getByText('Бренды по алфавиту'),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('choosing a letter lists its names with counts; choosing a name shows its products with prices', async () => {
    const api = renderAt('/alphabet_brand');
    await userEvent.click(await screen.findByRole('link', { name: 'Б' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'На букву Б' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Б' })).toHaveAttribute('aria-current', 'page');
    // the heading is drawn from the address, the names come with the letter's answer
    const names = await screen.findByRole('list', { name: 'Названия на букву Б' });
    const bayerItem = within(names).getByRole('link', { name: 'Байер' });
    expect(bayerItem).toHaveAttribute('href', `/alphabet_brand/${encodeURIComponent('Б')}/bayer`);
    expect(bayerItem.closest('li')).toHaveTextContent('Байер12 товаров');

    await userEvent.click(bayerItem);
    expect(await screen.findByRole('heading', { level: 1, name: 'Байер' })).toBeInTheDocument();
    const product = await screen.findByRole('article', { name: aspirin.name });
    expect(product).toHaveTextContent('279 ₽');
    expect(product).toHaveTextContent('310 ₽');
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Б' })).toHaveAttribute(
      'href',
      `/alphabet_brand/${encodeURIComponent('Б')}`,
    );
    expect(within(crumbs).getByText('Байер')).toHaveAttribute('aria-current', 'page');
    expect(productCalls(api)[0]).toContain('brand=7');
  });

  it('the name is the scope: the URL’s filters narrow it but never widen it to other brands', async () => {
    const api = renderAt(`/alphabet_brand/Б/bayer?brand=2&sort=cheap&inStock=1`);
    await screen.findByRole('article', { name: aspirin.name });
    const call = productCalls(api)[0]!;
    expect(call).toContain('brand=7');
    expect(call).not.toContain('brand=2');
    expect(call).toContain('sort=cheap');
    expect(call).toContain('inStock=true');
    const filters = screen.getByRole('region', { name: 'Фильтры' });
    expect(within(filters).queryByRole('group', { name: 'Бренд' })).toBeNull();
    expect(within(filters).getByRole('group', { name: 'Производитель' })).toBeInTheDocument();
  });

  it('a trade name lists its products by trade name, the letter in either case', async () => {
    const api = renderAt('/alphabet/н/nurofen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Нурофен' })).toBeInTheDocument();
    await screen.findByRole('article', { name: aspirin.name });
    expect(productCalls(api)[0]).toContain('tradeName=Нурофен');
  });

  it('names starting with a digit get a row of their own', async () => {
    renderAt('/alphabet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Товары по алфавиту' })).toBeInTheDocument();
    const digits = await screen.findByRole('list', { name: 'Цифры' });
    expect(within(digits).getByRole('link', { name: '0-9' })).toHaveAttribute('href', '/alphabet/0-9');
  });

  it('the catalogue page links to every directory', async () => {
    renderAt('/catalog');
    const links = await screen.findByRole('navigation', { name: 'Указатели по алфавиту' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/alphabet', '/alphabet_brand', '/alphabet_manufacturer', '/alphabet_mnn']);
  });

  it.each(['/alphabet_manufacturer', '/alphabet_manufact'])('%s is the manufacturers directory', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Производители по алфавиту' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'О' })).toHaveAttribute(
      'href',
      `${path}/${encodeURIComponent('О')}`,
    );
  });

  it('asks again when the shopper changes region', async () => {
    const api = renderAt('/alphabet_brand/Б');
    await screen.findByRole('link', { name: 'Байер' });
    const asked = () => api.calls.filter((call) => call === at('brands', 'Б')).length;
    expect(asked()).toBe(1);
    act(() => bus.set('region', kazan));
    await waitFor(() => expect(asked()).toBe(2));
  });

  it('keeps the region segment in every link', async () => {
    renderAt('/kazan-16/alphabet_mnn');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Действующие вещества по алфавиту' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'И' })).toHaveAttribute(
      'href',
      `/kazan-16/alphabet_mnn/${encodeURIComponent('И')}`,
    );
  });

  it.each([
    ['an unknown name', '/alphabet_brand/Б/no-such-brand'],
    ['a letter without names', '/alphabet_brand/Ж'],
    ['a segment that is no letter', '/alphabet_brand/ab'],
    ['a path deeper than a name', '/alphabet_brand/Б/bayer/extra'],
  ])('%s is the 404 page', async (_case, path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('a failing letter list offers a retry', async () => {
    const api = renderAt('/alphabet_brand', {
      [at('brands')]: { status: 500, data: { error: 'internal', message: 'Сервис временно недоступен.' } },
    });
    expect(await screen.findByText('Сервис временно недоступен.')).toBeInTheDocument();
    api.on(at('brands'), { data: brandLetters });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Б' })).toBeInTheDocument();
  });
});
