// Written out rather than through Intl.DateTimeFormat: making a formatter loads the locale's data (tens of
// milliseconds of a phone's page start), and the Russian long date is fixed and short.
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
/** Moscow time is UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * '24 ноября 2026 г.' from a YYYY-MM-DD day (that very day) or an ISO timestamp (its day in Moscow time, the store's
 * own: a page drawn on the server and in the browser shows the same date wherever either of them is).
 */
export function formatDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const shown = day ? date : new Date(date.getTime() + MOSCOW_OFFSET_MS);
  return `${shown.getUTCDate()} ${MONTHS[shown.getUTCMonth()]} ${shown.getUTCFullYear()} г.`;
}
