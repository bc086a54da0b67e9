const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const withKopecks = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Kopecks to a price label: 12345 -> '123,45 ₽', 21990 -> '219,90 ₽', 10000 -> '100 ₽'. */
export function formatPrice(kopecks: number): string {
  const format = kopecks % 100 === 0 ? whole : withKopecks;
  return format.format(kopecks / 100).replace(/\u00a0/g, ' ');
}
