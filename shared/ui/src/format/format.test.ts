import { formatPrice } from './money';
import { plural, PLURALS } from './plural';

it('formats kopecks as roubles', () => {
  expect(formatPrice(12345)).toBe('123,45 ₽');
  expect(formatPrice(10000)).toBe('100 ₽');
  expect(formatPrice(21990)).toBe('219,90 ₽');
  expect(formatPrice(123456700)).toBe('1 234 567 ₽');
});

it('picks Russian plural forms', () => {
  expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => plural(n, PLURALS.pharmacy))).toEqual([
    'аптека',
    'аптеки',
    'аптек',
    'аптек',
    'аптек',
    'аптека',
    'аптеки',
    'аптек',
    'аптек',
  ]);
});
