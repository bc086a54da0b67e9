import { formatDate } from './date';
import { formatPrice } from './money';

it('formats kopecks as roubles', () => {
  expect(formatPrice(12345)).toBe('123,45 ₽');
  expect(formatPrice(10000)).toBe('100 ₽');
  expect(formatPrice(21990)).toBe('219,90 ₽');
  expect(formatPrice(123456700)).toBe('1 234 567 ₽');
  expect(formatPrice(5)).toBe('0,05 ₽');
  expect(formatPrice(-123456)).toBe('-1 234,56 ₽');
});

it('writes roubles exactly as ru-RU Intl currency formatting does', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const [whole, withKopecks] = [intl(0), intl(2)];
  const amounts = [0, 1, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1000000, 99999999, 100000000, 123456789012];
  for (const kopecks of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)]) {
    const format = kopecks % 100 === 0 ? whole : withKopecks;
    expect(formatPrice(kopecks)).toBe(format.format(kopecks / 100).replace(/\u00a0/g, ' '));
  }
});

it('writes dates the Russian way, a day without a time zone shift', () => {
  expect(formatDate('2026-03-08')).toBe('8 марта 2026 г.');
  expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('20 ноября 2026 г.');
  expect(formatDate('не дата')).toBe('не дата');
  // late evening in UTC is already the next day in Moscow
  expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 января 2027 г.');
});

it('writes dates exactly as ru-RU Intl date formatting does, days as they are and moments in Moscow time', () => {
  const intl = (timeZone: string) =>
    new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  for (let month = 0; month < 12; month += 1) {
    const day = `2026-${String(month + 1).padStart(2, '0')}-${String(1 + month * 2).padStart(2, '0')}`;
    expect(formatDate(day)).toBe(intl('UTC').format(new Date(`${day}T12:00:00Z`)));
    for (const time of ['00:10:00Z', '20:59:00Z', '21:00:00Z', '23:59:59.999Z']) {
      const moment = `${day}T${time}`;
      expect(formatDate(moment)).toBe(intl('Europe/Moscow').format(new Date(moment)));
    }
  }
});
