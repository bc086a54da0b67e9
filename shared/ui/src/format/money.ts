const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Kopecks to a price label: 12345 -> '123,45 ₽', 10000 -> '100 ₽'. */
export function formatPrice(kopecks: number): string {
  return rub.format(kopecks / 100).replace(/\u00a0/g, ' ');
}
