import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from '@apteka/bus';
import type { BusEventMap } from '@apteka/contracts';
import { mockApi, type MockReply } from '@apteka/api-client/testing';
import { ADDED_MESSAGE, start } from '../../service';
import { CART, EMPTY_CART, productCard as card } from '../../testing/fixtures';
import { POPUP_TITLE } from './recommendations-popup';

const SUGGESTED = [
  card(12, 'Сам добавленный'),
  card(21, 'Витамин C', 19900),
  card(22, 'Цинк'),
  card(23, 'Магний'),
  card(24, 'Омега-3'),
  card(25, 'Йод'),
];

function setUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const bus = createBus();
  const notices: BusEventMap['notify'][] = [];
  bus.on('notify').subscribe((n) => notices.push(n));
  const bodies: unknown[] = [];
  const params: unknown[] = [];
  const api = mockApi({
    'GET /cart/': { data: EMPTY_CART },
    'POST /cart/': ({ body }) => (bodies.push(body), { data: CART }),
    'GET /products/recommend': (request) => (params.push(request.params), { data: { items: SUGGESTED } }),
    ...routes,
  });
  const stop = start({ client: api.client, bus, brand: 'ozerki' });
  return { bus, api, notices, bodies, params, stop };
}

describe('recommendations popup after adding', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a labelled dialog with up to four other products, each addable, and a way to the basket', async () => {
    const { bus, bodies, params, notices, stop } = setUp();
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    bus.emit('basket/add-requested', { productId: 12, quantity: 1, source: 'test' });

    const dialog = await screen.findByRole('dialog', { name: POPUP_TITLE });
    expect(params).toEqual([{ productId: 12, limit: 5 }]);
    // the popup's title already says it: no second notice
    expect(notices).toEqual([]);
    const items = within(within(dialog).getByRole('list', { name: 'Вам может пригодиться' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Витамин C'),
      expect.stringContaining('Цинк'),
      expect.stringContaining('Магний'),
      expect.stringContaining('Омега-3'),
    ]);
    expect(items[0]).toHaveTextContent(/199\s₽/);
    const addVitamin = within(items[0]!).getByRole('button', { name: 'В корзину' });
    expect(addVitamin).toHaveAccessibleDescription('Витамин C');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/basket/');

    await userEvent.click(addVitamin);
    expect(await within(items[0]!).findByRole('status')).toHaveTextContent('В корзине');
    expect(bodies).toEqual([
      { productId: 12, quantity: 1 },
      { productId: 21, quantity: 1 },
    ]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(document.querySelector('[data-basket-recommendations]')).toBeNull();
    stop();
    button.remove();
  });

  it('says so in the popup when adding a suggestion is refused', async () => {
    const { bus, api, notices, stop } = setUp();
    bus.emit('basket/add-requested', { productId: 12, quantity: 1, source: 'test' });
    const dialog = await screen.findByRole('dialog', { name: POPUP_TITLE });
    api.on('POST /cart/', { status: 409, data: { error: 'out_of_stock', message: 'Товара больше нет в наличии.' } });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'В корзину' })[1]!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось добавить');
    expect(notices.at(-1)).toEqual({ kind: 'ERROR', message: 'Товара больше нет в наличии.' });
    act(() => stop());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing, and says nothing, when the service stops before the suggestions arrive', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { bus, api, notices, stop } = setUp({
      'GET /products/recommend': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    bus.emit('basket/add-requested', { productId: 12, quantity: 1, source: 'test' });
    await waitFor(() => expect(api.calls).toContain('GET /products/recommend?productId=12&limit=5'));
    stop();
    answer({ data: { items: SUGGESTED } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-basket-recommendations]')).toBeNull();
    expect(notices).toEqual([]);
  });

  it('shows nothing when the add is refused or there is nothing to suggest', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = setUp({
      'POST /cart/': { status: 404, data: { error: 'product_not_found', message: 'Такой товар не найден.' } },
    });
    refused.bus.emit('basket/add-requested', { productId: 999, quantity: 1, source: 'test' });
    await waitFor(() => expect(refused.notices).toHaveLength(1));
    expect(refused.api.calls).not.toContain('GET /products/recommend?productId=999&limit=5');
    refused.stop();

    const empty = setUp({ 'GET /products/recommend': { data: { items: [card(12, 'Сам добавленный')] } } });
    empty.bus.emit('basket/add-requested', { productId: 12, quantity: 1, source: 'test' });
    await waitFor(() => expect(empty.api.calls).toContain('GET /products/recommend?productId=12&limit=5'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // nothing to suggest: the plain notice tells the shopper the product was added
    await waitFor(() => expect(empty.notices).toEqual([{ kind: 'BASKET', message: ADDED_MESSAGE }]));
    empty.stop();
  });
});
