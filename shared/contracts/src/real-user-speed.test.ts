import { pageTypeOf } from './real-user-speed';

describe('the kind of page at an address', () => {
  test.each([
    ['/', '', 'home'],
    ['/kazan-16/', '', 'home'],
    ['/catalog/lekarstva/ot-prostudy', '', 'listing'],
    ['/catalog/discounts', '', 'listing'],
    ['/alphabet/a', '', 'listing'],
    ['/catalog/product/nurofen-7', '', 'product'],
    ['/kazan-16/catalog/product/nurofen-7', '', 'product'],
    ['/search', '?q=аспирин', 'search'],
    ['/basket/', '', 'basket'],
    ['/basket/', '?isCheckout=true', 'checkout'],
    ['/order/123', '', 'order'],
    ['/lk/orders', '', 'account'],
    ['/pharmacies/12', '', 'pharmacies'],
    ['/articles/42', '?name=x', 'article'],
    ['/articles/tags/zdorovie', '', 'content'],
    ['/stock/all-stock', '', 'content'],
    ['/no-such-page', '', 'not-found'],
  ])('%s%s is %s', (pathname, search, type) => {
    expect(pageTypeOf(pathname, search)).toBe(type);
  });
});
