import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { catalogApi } from '../../api';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, card, productDetail, productList } from '../../testing/fixtures';
import { askProductOnTouch } from '../product/product-asked-on-touch';
import { CardList } from './card-list';
import { ProductCard } from './product-card';

const product = productDetail();
const asked = (calls: string[]) => calls.filter((call) => call === `GET /products/${product.slug}`);

describe('a product card’s link', () => {
  it('asks for the product with the tap itself, so its data is on the way while the page is drawn', () => {
    const api = mockApi({ [`GET /products/${product.slug}`]: { data: product } });
    const store = makeStore({ client: api.client, retries: 0 });
    renderWithTheme(
      <Provider store={store}>
        <MemoryRouter>
          <CardList>
            <ProductCard product={card(7, product.name, { slug: product.slug })} source="test" />
          </CardList>
        </MemoryRouter>
      </Provider>,
    );
    type CachedQuery = { endpointName: string; status: string; originalArgs: unknown } | undefined;
    const productQueries = () =>
      (Object.values(store.getState()[catalogApi.reducerPath].queries) as CachedQuery[]).filter(
        (query) => query?.endpointName === 'getProduct',
      );
    expect(productQueries()).toEqual([]);
    act(() => void fireEvent.click(screen.getByRole('link', { name: product.name })));
    expect(productQueries()).toEqual([
      expect.objectContaining({ status: 'pending', originalArgs: expect.objectContaining({ key: product.slug }) }),
    ]);
  });

  it('asks nothing more in the click after a touch the shell announced, which asked already', async () => {
    const api = mockApi({ [`GET /products/${product.slug}`]: { data: product } });
    const store = makeStore({ client: api.client, retries: 0 });
    const asking = askProductOnTouch(() => store.dispatch);
    renderWithTheme(
      <Provider store={store}>
        <MemoryRouter>
          <CardList>
            <ProductCard product={card(7, product.name, { slug: product.slug })} source="test" />
          </CardList>
        </MemoryRouter>
      </Provider>,
    );
    const link = screen.getByRole('link', { name: product.name });
    act(() => bus.emit('navigation/touched', { href: link.getAttribute('href')! }));
    await waitFor(() => expect(asked(api.calls)).toHaveLength(1));
    act(() => void fireEvent.click(link));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked(api.calls)).toHaveLength(1);
    asking.unsubscribe();
  });

  it('leads to the product page, which takes the answer asked for with the tap', async () => {
    window.history.pushState({}, '', '/catalog/lekarstva/obezbolivayushchie');
    const empty = { data: { items: [] } };
    const api = mockApi({
      'GET /categories': { data: CATEGORY_TREE },
      'GET /products': { data: productList([card(7, product.name, { slug: product.slug })]) },
      [`GET /products/${product.slug}`]: { data: product },
      'GET /products/7/analogs': empty,
      'GET /products/7/discounts': empty,
      'GET /products/7/form-type-links': empty,
      'GET /products/7/sets': empty,
    });
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    fireEvent.click(await screen.findByRole('link', { name: product.name }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(asked(api.calls)).toHaveLength(1);
  });
});
