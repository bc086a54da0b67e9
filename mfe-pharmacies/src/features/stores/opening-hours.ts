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

/** Minutes since local midnight and the weekday in a time zone. */
function localClock(timeZone: string | undefined, now: Date): { day: number; minutes: number } {
  let hours = now.getHours();
  let minutes = now.getMinutes();
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(now);
    hours = Number(parts.find((p) => p.type === 'hour')?.value ?? hours);
    minutes = Number(parts.find((p) => p.type === 'minute')?.value ?? minutes);
  } catch {
    // an unknown time zone: the browser's clock
  }
  return { day: weekdayIndex(timeZone, now), minutes: hours * 60 + minutes };
}

const toMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether the pharmacy is open at this moment in the region's time (closing after midnight included). */
export function isOpenNow(
  store: Pick<Store, 'openingHours' | 'isAroundTheClock'>,
  timeZone: string | undefined,
  now: Date = new Date(),
): boolean {
  if (store.isAroundTheClock) return true;
  const { day, minutes } = localClock(timeZone, now);
  const today = hoursOfDay(store, day);
  if (today?.open && today.close) {
    const open = toMinutes(today.open);
    const close = toMinutes(today.close);
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  const yesterday = hoursOfDay(store, (day + 6) % 7);
  if (yesterday?.open && yesterday.close && toMinutes(yesterday.close) <= toMinutes(yesterday.open)) {
    return minutes < toMinutes(yesterday.close);
  }
  return false;
}
