import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type * as analytics from '@apteka/analytics';
import { useProductCardAnalytics } from '@apteka/analytics';
import { bus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import type { BusEventMap } from '@apteka/contracts';
import { makeStore } from '../../remote';
import { card } from '../../testing/fixtures';
import { CardShelf } from './product-card';

// each card's render calls it once: how many cards were drawn
jest.mock('@apteka/analytics', () => {
  const actual = jest.requireActual<typeof analytics>('@apteka/analytics');
  return { ...actual, useProductCardAnalytics: jest.fn(actual.useProductCardAnalytics) };
});
const cardsDrawn = jest.mocked(useProductCardAnalytics);

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => card(index + 1, `Товар ${index + 1}`, { slug: `tovar-${index + 1}` }));

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderShelf(count: number, at = '/catalog/vitaminy') {
  const store = makeStore({ client: mockApi({}).client, retries: 0 });
  return renderWithTheme(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Navigator />
        <CardShelf title="Рекомендуем" items={cards(count)} source="test-shelf" />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a list of product cards', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => cardsDrawn.mockClear());

  it('follows the shopper and the bus once for the whole list, however many cards it holds', () => {
    const select = jest.spyOn(bus, 'select');
    const few = renderShelf(2);
    const forTwo = select.mock.calls.length;
    few.unmount();
    select.mockClear();
    renderShelf(24);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(select.mock.calls.length).toBe(forTwo);
  });

  it('links each card in the region of the address, draws no card again for another query, and follows a change of region', () => {
    renderShelf(2, '/moskva-14/catalog/vitaminy');
    const link = () => within(screen.getByRole('article', { name: 'Товар 2' })).getByRole('link');
    expect(link()).toHaveAttribute('href', '/moskva-14/catalog/product/tovar-2');
    cardsDrawn.mockClear();
    act(() => void navigate('/moskva-14/catalog/vitaminy?sort=cheap'));
    expect(link()).toHaveAttribute('href', '/moskva-14/catalog/product/tovar-2');
    expect(cardsDrawn).not.toHaveBeenCalled();
    act(() => void navigate('/sankt-peterburg-2/catalog/vitaminy'));
    expect(link()).toHaveAttribute('href', '/sankt-peterburg-2/catalog/product/tovar-2');
  });

  it('asks the basket for the product of the card tapped, naming the list', async () => {
    const user = userEvent.setup();
    const asked: Array<BusEventMap['basket/add-requested']> = [];
    const subscription = bus.on('basket/add-requested').subscribe((event) => asked.push(event));
    renderShelf(3);
    await user.click(screen.getByRole('button', { name: 'В корзину: Товар 3' }));
    expect(asked).toEqual([{ productId: 3, quantity: 1, source: 'test-shelf' }]);
    subscription.unsubscribe();
  });
});
