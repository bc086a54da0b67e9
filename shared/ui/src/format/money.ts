// Intl formatters are costly to make (each loads its locale's data): made on first use, not while the page starts.
let whole: Intl.NumberFormat | null = null;
let withKopecks: Intl.NumberFormat | null = null;

const rubles = (fractionDigits: number) =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

/** Kopecks to a price label: 12345 -> '123,45 ₽', 21990 -> '219,90 ₽', 10000 -> '100 ₽'. */
export function formatPrice(kopecks: number): string {
  const format = kopecks % 100 === 0 ? (whole ??= rubles(0)) : (withKopecks ??= rubles(2));
  return format.format(kopecks / 100).replace(/\u00a0/g, ' ');
}
