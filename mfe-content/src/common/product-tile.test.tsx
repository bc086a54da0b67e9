import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beginPageView } from '@apteka/analytics';
import { fakeDataLayer, fakeIntersectionObserver } from '@apteka/analytics/testing';
import { bus } from '@apteka/bus';
import type { BusEventMap } from '@apteka/contracts';
import { renderWithTheme } from '@apteka/ui/testing';
import { product } from '../testing/content-fixtures';
import { ProductTiles } from './product-tile';

const nurofen = product(7, 'Нурофен таблетки 200 мг');
const ascorbic = product(8, 'Аскорбиновая кислота драже');

let viewport: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  viewport = fakeIntersectionObserver();
});
afterEach(() => viewport.restore());

function renderTiles(source: string, page: string) {
  beginPageView(page);
  const layer = fakeDataLayer();
  renderWithTheme(
    <MemoryRouter initialEntries={[page]}>
      <ProductTiles products={[nurofen, ascorbic]} source={source} />
    </MemoryRouter>,
  );
  return layer;
}

const nurofenItem = (listName: string) => ({
  item_id: '7',
  item_name: nurofen.name,
  item_brand: 'Нурофен',
  item_category: 'Обезболивающие',
  item_list_name: listName,
  index: 0,
  price: 255,
  discount: 45,
  quantity: 1,
});

describe('product tiles analytics', () => {
  it('report a tile once when half of it was on screen, in the list named by where it is shown', () => {
    const layer = renderTiles('home', '/');
    const first = screen.getByRole('article', { name: nurofen.name });
    const second = screen.getByRole('article', { name: ascorbic.name });
    viewport.show(first, 0.4);
    expect(layer.events()).toEqual([]);
    viewport.show(first, 0.5);
    viewport.show(first, 1);
    viewport.show(second, 1);
    expect(layer.entries()).toEqual([
      {
        event: 'view_item_list',
        ecommerce: { currency: 'RUB', value: 255, item_list_name: 'home', items: [nurofenItem('home')] },
      },
      {
        event: 'view_item_list',
        ecommerce: expect.objectContaining({
          item_list_name: 'home',
          items: [expect.objectContaining({ item_id: '8', item_list_name: 'home', index: 1 })],
        }),
      },
    ]);
  });

  it('report the click on a tile’s link as the list’s select_item', async () => {
    const layer = renderTiles('article', '/articles/kak-vybrat');
    await userEvent.click(screen.getByRole('link', { name: nurofen.name }));
    expect(layer.entries()).toEqual([
      {
        event: 'select_item',
        ecommerce: { currency: 'RUB', value: 255, item_list_name: 'article', items: [nurofenItem('article')] },
      },
    ]);
  });

  it('ask the basket for the product with the tile’s source on «В корзину», as a catalogue card does', async () => {
    const requested: BusEventMap['basket/add-requested'][] = [];
    const subscription = bus.on('basket/add-requested').subscribe((request) => requested.push(request));
    try {
      renderTiles('promotion', '/stock/vitaminy-20');
      await userEvent.click(screen.getByRole('button', { name: `В корзину: ${ascorbic.name}` }));
      expect(requested).toEqual([{ productId: 8, quantity: 1, source: 'promotion' }]);
    } finally {
      subscription.unsubscribe();
    }
  });
});
