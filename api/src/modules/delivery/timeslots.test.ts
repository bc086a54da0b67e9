import { courierCost } from '../regions';
import { generateTimeSlots } from './timeslots';

const rules = { courierCost: 29900, courierFreeFrom: 300000 };
const moscow = { timeByZone: 3, hasNightDelivery: true };
const yekaterinburg = { timeByZone: 5, hasNightDelivery: false };

describe('generateTimeSlots', () => {
  test('early morning in Moscow: every window of today and tomorrow, night ones included', () => {
    const slots = generateTimeSlots(moscow, rules, 0, new Date('2026-11-22T04:00:00Z')); // 07:00 local
    expect(slots.map((s) => `${s.day} ${s.from}-${s.to}`)).toEqual([
      'today 10:00-14:00',
      'today 14:00-18:00',
      'today 18:00-22:00',
      'today 22:00-02:00',
      'tomorrow 10:00-14:00',
      'tomorrow 14:00-18:00',
      'tomorrow 18:00-22:00',
      'tomorrow 22:00-02:00',
    ]);
    expect(slots[0]).toMatchObject({ id: '2026-11-22T07:00:00.000Z', date: '2026-11-22', cost: 29900, isNight: false });
    expect(slots[3]).toMatchObject({ isNight: true, cost: 29900 + 20000 });
  });

  test('windows close two hours before they start; night closes at 20:00', () => {
    const at1300 = generateTimeSlots(moscow, rules, 0, new Date('2026-11-22T10:00:00Z'));
    expect(at1300.filter((s) => s.day === 'today').map((s) => s.from)).toEqual(['18:00', '22:00']);
    const at2030 = generateTimeSlots(moscow, rules, 0, new Date('2026-11-22T17:30:00Z'));
    expect(at2030.filter((s) => s.day === 'today')).toEqual([]);
  });

  test("uses the region's own clock: 23:30 UTC is already tomorrow in Yekaterinburg", () => {
    const slots = generateTimeSlots(yekaterinburg, rules, 0, new Date('2026-11-22T23:30:00Z')); // 04:30 on the 23rd
    expect(slots[0]).toMatchObject({ day: 'today', date: '2026-11-23', from: '10:00', id: '2026-11-23T05:00:00.000Z' });
    expect(slots.some((s) => s.isNight)).toBe(false);
  });

  test('free from the threshold', () => {
    expect(courierCost(rules, 299999)).toBe(29900);
    expect(courierCost(rules, 300000)).toBe(0);
    expect(generateTimeSlots(moscow, rules, 300000, new Date('2026-11-22T04:00:00Z'))[0]!.cost).toBe(0);
  });
});
