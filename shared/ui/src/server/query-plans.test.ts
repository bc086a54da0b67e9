import { planOf, QueryPlans } from './query-plans';

const query = (endpointName: string, originalArgs: unknown) => ({ reducerPath: 'shopApi', endpointName, originalArgs });

describe('query plans', () => {
  it('keeps the most recently used pages up to its bound', () => {
    const plans = new QueryPlans({ maxPages: 2 });
    plans.learn('phone', '/a', [query('product', 'a')]);
    plans.learn('phone', '/b', [query('product', 'b')]);
    // reading /a makes /b the one to let go
    expect(plans.get('phone', '/a')).toEqual([query('product', 'a')]);
    plans.learn('phone', '/c', [query('product', 'c')]);
    expect(plans.get('phone', '/b')).toBeUndefined();
    expect(plans.get('phone', '/a')).toEqual([query('product', 'a')]);
    expect(plans.get('phone', '/c')).toEqual([query('product', 'c')]);
    expect(plans.size).toBe(2);
  });

  it('learns a page anew over what it knew', () => {
    const plans = new QueryPlans();
    plans.learn('phone', '/a', [query('product', 'a')]);
    plans.learn('phone', '/a', [query('product', 'a'), query('analogs', 7)]);
    expect(plans.get('phone', '/a')).toHaveLength(2);
  });

  it("gives a page with no plan its address's plan for the other screen, its own once learnt", () => {
    const plans = new QueryPlans();
    plans.learn('phone', '/a', [query('product', 'a')]);
    expect(plans.get('desktop', '/a')).toEqual([query('product', 'a')]);
    expect(plans.get('desktop', '/b')).toBeUndefined();
    plans.learn('desktop', '/a', [query('product', 'a'), query('filters', 'a')]);
    expect(plans.get('desktop', '/a')).toHaveLength(2);
    expect(plans.get('phone', '/a')).toHaveLength(1);
  });

  it("gives an address never drawn what its shape's first address asked with its tail, after its own plans", () => {
    const plans = new QueryPlans();
    plans.learn('phone', '/catalog/product/nurofen', [query('product', { key: 'nurofen' }), query('related', 7)]);
    expect(plans.get('phone', '/catalog/product/aspirin')).toEqual([query('product', { key: 'aspirin' })]);
    expect(plans.get('desktop', '/catalog/product/aspirin')).toBeUndefined();
    expect(plans.get('phone', '/catalog/pain/aspirin')).toBeUndefined();
    plans.learn('desktop', '/catalog/product/aspirin', [query('product', { key: 'aspirin' }), query('related', 8)]);
    expect(plans.get('phone', '/catalog/product/aspirin')).toHaveLength(2);
  });

  it("lends a shape's plan only to addresses the app draws with the same page", () => {
    const routeOf = (url: string) => (url.startsWith('/catalog/product/') ? '/catalog/product/*' : '/catalog/*');
    const plans = new QueryPlans({ routeOf });
    plans.learn('phone', '/catalog/lekarstva/prostuda', [query('category', { path: 'lekarstva/prostuda' })]);
    expect(plans.get('phone', '/catalog/lekarstva/kashel')).toEqual([query('category', { path: 'lekarstva/kashel' })]);
    expect(plans.get('phone', '/catalog/vitaminy/detskie')).toEqual([query('category', { path: 'vitaminy/detskie' })]);
    // the same shape, `/catalog/` and two segments, but a product page: the subcategory's query would find nothing
    expect(plans.get('phone', '/catalog/product/nurofen')).toBeUndefined();
  });

  it("gives an app asking the same on every address the plan learnt last for the page's screen", () => {
    const frame = new QueryPlans({ sameOnEveryAddress: true });
    frame.learn('phone', '/a', [query('location', undefined)]);
    frame.learn('desktop', '/b', [query('location', undefined), query('customer', undefined)]);
    expect(frame.get('phone', '/c')).toEqual([query('location', undefined)]);
    expect(frame.get('desktop', '/c')).toHaveLength(2);
    // a page's own plan, or its address's, before any other address's
    expect(frame.get('desktop', '/a')).toEqual([query('location', undefined)]);
    expect(new QueryPlans().get('phone', '/c')).toBeUndefined();
  });

  it("plans an api's answered queries only: not a failure, nor one still under way", () => {
    expect(
      planOf('shopApi', {
        queries: {
          'product("a")': { status: 'fulfilled', endpointName: 'product', originalArgs: 'a' },
          'analogs(7)': { status: 'rejected', endpointName: 'analogs', originalArgs: 7 },
          'stock(7)': { status: 'pending', endpointName: 'stock', originalArgs: 7 },
          'region(undefined)': { status: 'fulfilled', endpointName: 'region' },
        },
      }),
    ).toEqual([query('product', 'a'), { reducerPath: 'shopApi', endpointName: 'region', originalArgs: undefined }]);
    expect(planOf('shopApi', undefined)).toEqual([]);
  });
});
