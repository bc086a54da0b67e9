import { orderRegions } from './regions';

it('orders regions 14, 27, 16, 29, 10 first and keeps the rest in their order', () => {
  const ids = [5, 7, 8, 10, 11, 14, 16, 19, 27, 29, 63].map((id) => ({ id }));
  expect(orderRegions(ids).map((r) => r.id)).toEqual([14, 27, 16, 29, 10, 5, 7, 8, 11, 19, 63]);
});
