import { orderPath, productPath } from './paths';
import { effectivePrice, lineTotal } from './prices';

it('builds product and order paths the way every team links to them', () => {
  expect(productPath('nurofen-200-mg-12-sht')).toBe('/catalog/product/nurofen-200-mg-12-sht');
  expect(productPath('а b')).toBe('/catalog/product/%D0%B0%20b');
  expect(orderPath(42)).toBe('/order/42');
  expect(orderPath(42, { signature: 'a+b/c=' })).toBe('/order/42?signature=a%2Bb%2Fc%3D');
  expect(orderPath(7, { signature: 's', thanks: true })).toBe('/order/7?signature=s&thanks=1');
  expect(orderPath(7, { signature: 's', payed: true })).toBe('/order/7?signature=s&payed=1');
});

it('prices a unit at its special price when there is one', () => {
  expect(effectivePrice({ base: 50000, special: 42000 })).toBe(42000);
  expect(effectivePrice({ base: 50000, special: null })).toBe(50000);
  expect(lineTotal({ base: 50000, special: 42000 }, 3)).toBe(126000);
});
