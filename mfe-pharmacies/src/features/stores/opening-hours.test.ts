import { RUSSIAN_ZONE_OFFSETS, hoursText, localClock, telHref, weekdayIndex } from './opening-hours';

/** The clock of a time zone as Intl reads it from the platform's time zone data. */
function intlClock(timeZone: string, now: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

it("finds today's weekday in the region's time zone, Monday first", () => {
  // 2026-11-22 is a Sunday; 22:30 UTC is already Monday in Moscow (UTC+3) but still Sunday in UTC.
  const lateSundayUtc = new Date('2026-11-22T22:30:00Z');
  expect(weekdayIndex('Europe/Moscow', lateSundayUtc)).toBe(0);
  expect(weekdayIndex('UTC', lateSundayUtc)).toBe(6);
  expect(weekdayIndex('Not/AZone', new Date('2026-11-18T12:00:00Z'))).toBe(2);
});

it('describes opening hours and phone links', () => {
  expect(hoursText({ day: 0, open: '08:00', close: '22:00' })).toBe('08:00–22:00');
  expect(hoursText({ day: 0, open: null, close: null })).toBe('Закрыто');
  expect(hoursText(null)).toBe('Часы работы не указаны');
  expect(telHref('8 (800) 555-30-30')).toBe('tel:88005553030');
});

it("reads every Russian time zone's clock as Intl does, in winter and in summer, across midnight", () => {
  const instants = ['2026-01-15T21:30:00Z', '2026-07-15T02:45:00Z', '2026-11-22T22:30:00Z', '2027-03-31T12:05:00Z'];
  for (const timeZone of Object.keys(RUSSIAN_ZONE_OFFSETS)) {
    for (const iso of instants) {
      expect({ timeZone, iso, ...localClock(timeZone, new Date(iso)) }).toEqual({
        timeZone,
        iso,
        ...intlClock(timeZone, new Date(iso)),
      });
    }
  }
});

it('reads a time zone outside the table through Intl', () => {
  const now = new Date('2026-07-15T02:45:00Z');
  expect(localClock('America/New_York', now)).toEqual(intlClock('America/New_York', now));
});
