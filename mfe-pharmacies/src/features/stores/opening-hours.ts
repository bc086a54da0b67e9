import type { OpeningHours, Store } from '@apteka/contracts';

export const DAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;
const SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's weekday in the region's time zone, 0 = Monday ... 6 = Sunday (the API's numbering). */
export function weekdayIndex(timeZone: string | undefined, now: Date = new Date()): number {
  let name = '';
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    // an unknown time zone: fall through to the browser's own
  }
  const index = SHORT.indexOf(name);
  return index >= 0 ? index : (now.getDay() + 6) % 7;
}

export function hoursOfDay(store: Pick<Store, 'openingHours'>, day: number): OpeningHours | null {
  const list = Array.isArray(store.openingHours) ? store.openingHours : [];
  return list.find((entry) => entry.day === day) ?? null;
}

/** '08:00–22:00', 'Закрыто', or 'Часы работы не указаны'. */
export function hoursText(entry: OpeningHours | null): string {
  if (!entry) return 'Часы работы не указаны';
  if (!entry.open || !entry.close) return 'Закрыто';
  if (entry.open === '00:00' && (entry.close === '24:00' || entry.close === '23:59')) return 'Круглосуточно';
  return `${entry.open}–${entry.close}`;
}

/** The phone as a tel: link target: '+7 (495) 123-45-67' -> 'tel:+74951234567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
