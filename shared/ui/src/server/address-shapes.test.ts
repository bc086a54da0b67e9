import { cutsOf, planForTail, shapePlan } from './address-shapes';

const query = (endpointName: string, originalArgs: unknown) => ({
  reducerPath: 'catalogApi',
  endpointName,
  originalArgs,
});

describe('address shapes', () => {
  it('cuts an address after each of its segments but the last, the longest shape first', () => {
    expect(cutsOf('/catalog/product/nurofen')).toEqual([
      { shape: '/catalog/product/ +1', tail: 'nurofen' },
      { shape: '/catalog/ +2', tail: 'product/nurofen' },
    ]);
    expect(cutsOf('/catalog/pain?page=2')).toEqual([{ shape: '/catalog/ +1?page=2', tail: 'pain' }]);
    expect(cutsOf('/pharmacies')).toEqual([]);
    expect(cutsOf('/')).toEqual([]);
  });

  it("keeps of a plan what names the address's tail, and asks it with another tail", () => {
    const region = { region: 14 };
    const plan = [
      query('product', { key: 'nurofen', ...region }),
      query('related', { id: 7, kind: 'analogs', ...region }),
      query('menu', undefined),
      query('search', { words: ['nurofen', 'forte'] }),
    ];
    const shape = shapePlan(plan, 'nurofen');
    expect(shape).toHaveLength(2);
    expect(planForTail(shape, 'aspirin')).toEqual([
      query('product', { key: 'aspirin', ...region }),
      query('search', { words: ['aspirin', 'forte'] }),
    ]);
    expect(shapePlan(plan, 'analgin')).toEqual([]);
  });
});
