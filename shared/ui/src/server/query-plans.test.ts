import { planOf, QueryPlans } from './query-plans';

const query = (endpointName: string, originalArgs: unknown) => ({ reducerPath: 'shopApi', endpointName, originalArgs });

describe('query plans', () => {
  it('keeps the most recently used pages up to its bound', () => {
    const plans = new QueryPlans(2);
    plans.learn('phone /a', [query('product', 'a')]);
    plans.learn('phone /b', [query('product', 'b')]);
    // reading /a makes /b the one to let go
    expect(plans.get('phone /a')).toEqual([query('product', 'a')]);
    plans.learn('phone /c', [query('product', 'c')]);
    expect(plans.get('phone /b')).toBeUndefined();
    expect(plans.get('phone /a')).toEqual([query('product', 'a')]);
    expect(plans.get('phone /c')).toEqual([query('product', 'c')]);
    expect(plans.size).toBe(2);
  });

  it('learns a page anew over what it knew', () => {
    const plans = new QueryPlans();
    plans.learn('phone /a', [query('product', 'a')]);
    plans.learn('phone /a', [query('product', 'a'), query('analogs', 7)]);
    expect(plans.get('phone /a')).toHaveLength(2);
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
