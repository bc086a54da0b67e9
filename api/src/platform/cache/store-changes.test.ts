import { storeChangeOf } from './store-changes';

describe('what a store_changed notification says changed', () => {
  it('names the products whose offers a page shows differently, or else anything (everything kept is stale)', () => {
    expect(storeChangeOf('catalog_offers:12,7,3051')).toEqual({ products: [12, 7, 3051] });
    expect(storeChangeOf('catalog_offers:*')).toBe('anything');
    expect(storeChangeOf('catalog_offers')).toBe('anything');
    expect(storeChangeOf('articles')).toBe('anything');
    expect(storeChangeOf('')).toBe('anything');
  });
});
