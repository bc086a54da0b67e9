// Written out rather than through Intl.NumberFormat: making a currency formatter loads the locale's data, which
// cost a phone's page start some 60 ms of one task; the ru-RU form of roubles is fixed and short.
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * Kopecks to a price label as ru-RU writes roubles (groups of thousands apart, a comma before kopecks, shown only
 * when there are any): 12345 -> '123,45 ₽', 21990 -> '219,90 ₽', 10000 -> '100 ₽', 123456700 -> '1 234 567 ₽'.
 */
export function formatPrice(kopecks: number): string {
  const whole = Math.round(Math.abs(kopecks));
  const rubles = groupThousands(String(Math.floor(whole / 100)));
  const rest = whole % 100;
  const sign = kopecks < 0 && whole > 0 ? '-' : '';
  return `${sign}${rubles}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`} ₽`;
}
