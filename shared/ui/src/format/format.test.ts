import { formatPrice } from './money';

it('formats kopecks as roubles', () => {
  expect(formatPrice(12345)).toBe('123,45 ₽');
  expect(formatPrice(10000)).toBe('100 ₽');
  expect(formatPrice(21990)).toBe('219,90 ₽');
  expect(formatPrice(123456700)).toBe('1 234 567 ₽');
});
