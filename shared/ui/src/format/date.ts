// Made on first use: an Intl formatter is costly to make while the page starts.
let dayFormat: Intl.DateTimeFormat | null = null;
let momentFormat: Intl.DateTimeFormat | null = null;

const russianDate = (timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/**
 * '24 ноября 2026 г.' from a YYYY-MM-DD day (that very day) or an ISO timestamp (its day in Moscow time, the store's
 * own: a page drawn on the server and in the browser shows the same date wherever either of them is).
 */
export function formatDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return day
    ? (dayFormat ??= russianDate('UTC')).format(date)
    : (momentFormat ??= russianDate('Europe/Moscow')).format(date);
}
