import { screen, waitFor } from '@testing-library/react';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { productDetail } from '../../testing/fixtures';
import { askProductOnTouch, productSlugAt } from './product-asked-on-touch';

const product = productDetail();
const empty = { data: { items: [] } };

function catalog() {
  const api = mockApi({
    [`GET /products/${product.slug}`]: { data: product },
    [`GET /products/${product.id}/analogs`]: empty,
    [`GET /products/${product.id}/discounts`]: empty,
    [`GET /products/${product.id}/form-type-links`]: empty,
    [`GET /products/${product.id}/sets`]: empty,
  });
  return { api, store: makeStore({ client: api.client, retries: 0 }) };
}

describe('a product asked for at the touch of a link to its page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/basket/'));

  it('reads the slug the product page reads, with or without the region segment', () => {
    expect(productSlugAt('/catalog/product/nurofen-200')).toBe('nurofen-200');
    expect(productSlugAt('http://localhost/moskva-14/catalog/product/nurofen-200/?from=basket')).toBe('nurofen-200');
    expect(productSlugAt('/catalog/product/nurofen-200/reviews')).toBe('nurofen-200');
    expect(productSlugAt('/catalog/product/')).toBeNull();
    expect(productSlugAt('/catalog/product/Нурофен')).toBeNull();
    expect(productSlugAt('/catalog/vitaminy')).toBeNull();
    expect(productSlugAt('/basket/')).toBeNull();
  });

  it('asks when the shell tells of the touch, and the product page draws from that answer', async () => {
    const { api, store } = catalog();
    const bus = createBus();
    const subscription = askProductOnTouch(() => store.dispatch, bus);
    bus.emit('navigation/touched', { href: 'http://localhost/catalog/vitaminy' });
    bus.emit('navigation/touched', { href: `http://localhost/moskva-14/catalog/product/${product.slug}` });
    await waitFor(() => expect(api.calls).toEqual([`GET /products/${product.slug}`]));

    window.history.pushState(null, '', `/catalog/product/${product.slug}`);
    renderWithTheme(<Root store={store} />);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === `GET /products/${product.slug}`)).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('asks nothing once stopped', async () => {
    const { api, store } = catalog();
    const bus = createBus();
    askProductOnTouch(() => store.dispatch, bus).unsubscribe();
    bus.emit('navigation/touched', { href: `http://localhost/catalog/product/${product.slug}` });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toEqual([]);
  });
});
