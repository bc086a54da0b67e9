/**
 * Courier time slots in the region's own time: today's windows close CUTOFF_HOURS before they start, tomorrow's
 * are all open, night windows exist only where the region has night delivery and close at NIGHT_CUTOFF.
 */
import type { Region, TimeSlot } from '@apteka/contracts';
import { courierCost, type CourierRules } from '../regions';

export const DAY_WINDOWS: [from: string, to: string][] = [
  ['10:00', '14:00'],
  ['14:00', '18:00'],
  ['18:00', '22:00'],
];
export const NIGHT_WINDOWS: [from: string, to: string][] = [['22:00', '02:00']];
export const CUTOFF_HOURS = 2;
/** Orders for tonight's window are taken until 20:00 local time. */
export const NIGHT_CUTOFF = '20:00';
/** Added to the courier cost for a night window, kopecks. */
export const NIGHT_SURCHARGE = 20000;

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const pad = (n: number) => String(n).padStart(2, '0');

export function generateTimeSlots(
  region: Pick<Region, 'timeByZone' | 'hasNightDelivery'>,
  rules: CourierRules,
  basketAmount: number,
  now: Date,
): TimeSlot[] {
  const offsetMs = region.timeByZone * 3_600_000;
  // Russian regions keep a fixed offset all year, so "local" is plain arithmetic on UTC.
  const local = new Date(now.getTime() + offsetMs);
  const nowMinutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const baseCost = courierCost(rules, basketAmount);
  const slots: TimeSlot[] = [];
  for (const [dayIndex, day] of (['today', 'tomorrow'] as const).entries()) {
    const date = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayIndex));
    const isoDate = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    const windows = [
      ...DAY_WINDOWS.map((w) => ({ w, isNight: false })),
      ...(region.hasNightDelivery ? NIGHT_WINDOWS.map((w) => ({ w, isNight: true })) : []),
    ];
    for (const {
      w: [from, to],
      isNight,
    } of windows) {
      if (day === 'today') {
        const closesAt = isNight ? minutes(NIGHT_CUTOFF) : minutes(from) - CUTOFF_HOURS * 60;
        if (nowMinutes > closesAt) continue;
      }
      const start = date.getTime() + minutes(from) * 60_000 - offsetMs;
      slots.push({
        id: new Date(start).toISOString(),
        date: isoDate,
        day,
        from,
        to,
        isNight,
        cost: baseCost + (isNight ? NIGHT_SURCHARGE : 0),
      });
    }
  }
  return slots;
}
