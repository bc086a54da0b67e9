import { formatDate } from './date';
import { formatPrice } from './money';

it('formats kopecks as roubles', () => {
  expect(formatPrice(12345)).toBe('123,45 ₽');
  expect(formatPrice(10000)).toBe('100 ₽');
  expect(formatPrice(21990)).toBe('219,90 ₽');
  expect(formatPrice(123456700)).toBe('1 234 567 ₽');
});

it('writes dates the Russian way, a day without a time zone shift', () => {
  expect(formatDate('2026-03-08')).toBe('8 марта 2026 г.');
  expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('20 ноября 2026 г.');
  expect(formatDate('не дата')).toBe('не дата');
});
