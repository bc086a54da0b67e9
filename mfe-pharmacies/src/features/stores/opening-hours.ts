import type { OpeningHours, Store } from '@apteka/contracts';

export const DAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;
const SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Russia's time zones, in minutes east of UTC. They have kept these offsets all year since 2014 (no summer time), so
 * the clock of a pharmacy in them is read without Intl: making a formatter for a time zone loads the locale's and
 * the zone's data, the longest step of the pharmacies page's start on a phone. The test checks them against Intl.
 */
export const RUSSIAN_ZONE_OFFSETS: Readonly<Record<string, number>> = {
  'Europe/Kaliningrad': 120,
  'Europe/Moscow': 180,
  'Europe/Simferopol': 180,
  'Europe/Kirov': 180,
  'Europe/Volgograd': 180,
  'Europe/Samara': 240,
  'Europe/Saratov': 240,
  'Europe/Ulyanovsk': 240,
  'Europe/Astrakhan': 240,
  'Asia/Yekaterinburg': 300,
  'Asia/Omsk': 360,
  'Asia/Novosibirsk': 420,
  'Asia/Barnaul': 420,
  'Asia/Tomsk': 420,
  'Asia/Novokuznetsk': 420,
  'Asia/Krasnoyarsk': 420,
  'Asia/Irkutsk': 480,
  'Asia/Chita': 540,
  'Asia/Yakutsk': 540,
  'Asia/Khandyga': 540,
  'Asia/Vladivostok': 600,
  'Asia/Ust-Nera': 600,
  'Asia/Magadan': 660,
  'Asia/Sakhalin': 660,
  'Asia/Srednekolymsk': 660,
  'Asia/Kamchatka': 720,
  'Asia/Anadyr': 720,
};

// One formatter per other time zone, made once: making one loads the locale's data.
const clockFormats = new Map<string, Intl.DateTimeFormat | null>();

function clockFormat(timeZone: string | undefined): Intl.DateTimeFormat | null {
  const key = timeZone ?? '';
  if (!clockFormats.has(key)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      });
    } catch {
      // an unknown time zone: the browser's own clock is read instead
    }
    clockFormats.set(key, format);
  }
  return clockFormats.get(key) ?? null;
}

/** The weekday (0 = Monday ... 6 = Sunday, the API's numbering) and minutes since midnight in a time zone. */
export function localClock(timeZone: string | undefined, now: Date): { day: number; minutes: number } {
  const offset = timeZone === undefined ? undefined : RUSSIAN_ZONE_OFFSETS[timeZone];
  if (offset !== undefined) {
    const local = new Date(now.getTime() + offset * 60_000);
    return { day: (local.getUTCDay() + 6) % 7, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  const parts = clockFormat(timeZone)?.formatToParts(now) ?? [];
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value;
  const day = SHORT.indexOf(part('weekday') ?? '');
  const hours = Number(part('hour') ?? now.getHours());
  const minutes = Number(part('minute') ?? now.getMinutes());
  return { day: day >= 0 ? day : (now.getDay() + 6) % 7, minutes: hours * 60 + minutes };
}

/** Today's weekday in the region's time zone, 0 = Monday ... 6 = Sunday (the API's numbering). */
export function weekdayIndex(timeZone: string | undefined, now: Date = new Date()): number {
  return localClock(timeZone, now).day;
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
