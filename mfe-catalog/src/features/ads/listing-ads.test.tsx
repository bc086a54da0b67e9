import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import type { AdTile } from '@apteka/contracts';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, card, productList } from '../../testing/fixtures';

const products = Array.from({ length: 20 }, (_, i) => card(i + 1, `Товар ${i + 1}`, { slug: `tovar-${i + 1}` }));
const ad = (n: number): AdTile => ({
  id: `ad${n}`,
  product: card(100 + n, `Рекламный товар ${n}`, { slug: `reklama-${n}` }),
  client: { name: 'АО «ФармИнвест»' },
  token: `AdToken${n}`,
});

function renderAt(path: string, ads: MockHandler | MockReply) {
  window.history.pushState({}, '', path);
  const api = mockApi({
    'GET /categories': { data: CATEGORY_TREE },
    'GET /products': { data: productList(products, { total: 20 }) },
    'GET /ads/listing': ads,
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Товары' }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

describe('ads in a listing', () => {
  it('puts an ad tile after the 3rd product and the next at position 19, each with the advertising label', async () => {
    const api = renderAt('/catalog/lekarstva/obezbolivayushchie', ({ params }) => ({
      data: { items: [ad(1), ad(2)].slice(0, Number(params.count)) },
    }));
    await screen.findByRole('article', { name: 'Рекламный товар 1' });
    const names = listed();
    expect(names.indexOf('Рекламный товар 1')).toBe(3);
    expect(names.indexOf('Рекламный товар 2')).toBe(18);
    expect(names).toHaveLength(22);
    const call = decodeURIComponent(api.calls.find((c) => c.startsWith('GET /ads/listing'))!);
    expect(call).toContain('count=2');
    expect(call).toContain('category=lekarstva/obezbolivayushchie');

    const tiles = screen.getAllByTestId('ad-tile');
    expect(within(tiles[0]!).getByRole('button', { name: 'Реклама' })).toBeInTheDocument();
    await userEvent.click(within(tiles[0]!).getByRole('button', { name: 'Реклама' }));
    expect(screen.getByRole('dialog', { name: 'Рекламное размещение' })).toHaveTextContent('АО «ФармИнвест»');
  });

  it("an ad tile's basket button adds its product like any card", async () => {
    renderAt('/catalog/lekarstva/obezbolivayushchie', { data: { items: [ad(1)] } });
    const tile = await screen.findByRole('article', { name: 'Рекламный товар 1' });
    const adds: unknown[] = [];
    const sub = bus.on('basket/add-requested').subscribe((event) => adds.push(event));
    await userEvent.click(within(tile).getByRole('button', { name: 'В корзину: Рекламный товар 1' }));
    sub.unsubscribe();
    expect(adds).toEqual([{ productId: 101, quantity: 1, source: 'category-ad' }]);
  });

  it('without ads (or when the ad service fails) the listing is just the products', async () => {
    renderAt('/catalog/lekarstva/obezbolivayushchie', {
      status: 502,
      data: { error: 'ads_unavailable', message: 'Рекламный сервис недоступен.' },
    });
    await screen.findByRole('article', { name: 'Товар 1' });
    expect(listed()).toEqual(products.map((p) => p.name));
    expect(screen.queryByTestId('ad-tile')).not.toBeInTheDocument();
  });
});
