import { hoursText, telHref, weekdayIndex } from './opening-hours';

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
