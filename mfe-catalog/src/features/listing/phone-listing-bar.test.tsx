import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { widthQuery } from '@apteka/ui';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, FACETS, card, productList } from '../../testing/fixtures';
import { chosenFilters } from './phone-listing-bar';
import { parseListing } from './listing-params';

const nurofen = card(1, 'Нурофен таблетки 200 мг');
const panadol = card(2, 'Панадол таблетки 500 мг');

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const api = mockApi({
    'GET /categories': { data: CATEGORY_TREE },
    'GET /products': ({ params }) => ({
      data: productList((params as { brand?: string }).brand === '2' ? [panadol] : [nurofen, panadol]),
    }),
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

describe('the listing on phones and tablets', () => {
  it('names each chosen filter as a chip with the listing without it', () => {
    const state = parseListing(new URLSearchParams('brand=2&inStock=1&priceTo=500&rx=otc&sort=cheap'));
    const chips = chosenFilters(state, FACETS);
    expect(chips.map((chip) => chip.label)).toEqual(['Панадол', 'Цена до 500 ₽', 'В наличии', 'Без рецепта']);
    expect(chips[0]!.without).toMatchObject({ brand: [], inStock: true, sort: 'cheap', page: 1 });
  });

  it('filters in a sheet that shows how many products it finds, and chips remove a filter', async () => {
    const user = userEvent.setup();
    renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });
    const bar = screen.getByTestId('phone-listing-bar');
    await user.click(within(bar).getByRole('button', { name: 'Фильтры' }));
    const sheet = screen.getByRole('dialog', { name: 'Фильтры' });
    await user.click(within(sheet).getByRole('checkbox', { name: /Панадол/ }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Показать 1 товар' })).toBeInTheDocument());
    await user.click(within(sheet).getByRole('button', { name: 'Показать 1 товар' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?brand=2');
    expect(within(bar).getByRole('button', { name: 'Фильтры · 1' })).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Убрать фильтр: Панадол' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: nurofen.name })).toBeInTheDocument();
  });

  it('opens the filter sheet on its first lists, and the lists below them follow', async () => {
    const user = userEvent.setup();
    renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });
    await user.click(within(screen.getByTestId('phone-listing-bar')).getByRole('button', { name: 'Фильтры' }));
    const sheet = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(within(sheet).getByRole('checkbox', { name: /Нурофен/ })).toBeInTheDocument();
    for (const option of [/Рекитт Бенкизер/, /Великобритания/, /таблетки/, /Ибупрофен/]) {
      expect(await within(sheet).findByRole('checkbox', { name: option })).toBeInTheDocument();
    }
  });

  describe('on a phone', () => {
    /** jsdom has no matchMedia: a stand-in for a phone's window, where the bar is shown. */
    beforeEach(() => {
      const matchMedia = (query: string) => ({
        matches: query === widthQuery.below('desktop'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      });
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
      Reflect.deleteProperty(navigator, 'hardwareConcurrency');
      Reflect.deleteProperty(navigator, 'deviceMemory');
    });

    /** What the navigator says of the phone: its cores and memory (GB). */
    function phoneSays(cores: number, memory: number) {
      Object.defineProperty(navigator, 'hardwareConcurrency', { value: cores, configurable: true });
      Object.defineProperty(navigator, 'deviceMemory', { value: memory, configurable: true });
    }

    it('on a budget phone too, draws the sorting sheet ahead, hidden, then the filter sheet, and a tap only shows one', async () => {
      phoneSays(2, 2);
      const user = userEvent.setup();
      renderAt('/catalog/lekarstva/obezbolivayushchie');
      await screen.findByRole('article', { name: nurofen.name });
      const drawn = () => [...document.querySelectorAll('[role="dialog"]')];
      // one step per idle moment, with no touch of the shopper: the small sheet first, each a commit of its own
      await waitFor(() => expect(drawn()).toHaveLength(1));
      const [sorting] = drawn();
      expect(sorting).toHaveAccessibleName('Сортировка');
      await waitFor(() => expect(drawn()).toHaveLength(2));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const filters = drawn().find((dialog) => dialog !== sorting);
      expect(filters).toHaveAccessibleName('Фильтры');
      // drawn whole while hidden: the lists below the first screen too
      await waitFor(() => expect(filters).toHaveTextContent('Ибупрофен'));

      const opener = within(screen.getByTestId('phone-listing-bar')).getByRole('button', { name: 'Фильтры' });
      await user.click(opener);
      expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBe(filters);
      await waitFor(() =>
        expect(within(filters as HTMLElement).getByRole('button', { name: 'Закрыть' })).toHaveFocus(),
      );
      await user.click(within(filters as HTMLElement).getByRole('checkbox', { name: /Панадол/ }));
      await waitFor(() => expect(window.location.search).toBe('?brand=2'));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(drawn()).toContain(filters);
    });
  });

  it('sorts from its own sheet, and Escape closes it with focus back on the bar', async () => {
    const user = userEvent.setup();
    renderAt('/catalog/lekarstva/obezbolivayushchie');
    await screen.findByRole('article', { name: nurofen.name });
    const opener = within(screen.getByTestId('phone-listing-bar')).getByRole('button', { name: 'Сортировка' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Сортировка' });
    await user.click(within(sheet).getByRole('radio', { name: 'сначала дешёвые' }));
    expect(window.location.search).toBe('?sort=cheap');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
