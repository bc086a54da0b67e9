import type { TimeSlot } from '@apteka/contracts';
import { formatPrice } from './money';

const DAY = { today: 'Сегодня', tomorrow: 'Завтра' } as const;

/** A courier slot as the shopper chooses it: 'Завтра, 22:00–02:00 (ночная доставка) — 499 ₽'. */
export const timeSlotLabel = (slot: Pick<TimeSlot, 'day' | 'from' | 'to' | 'isNight' | 'cost'>): string =>
  `${DAY[slot.day]}, ${slot.from}–${slot.to}${slot.isNight ? ' (ночная доставка)' : ''} — ${
    slot.cost === 0 ? 'бесплатно' : formatPrice(slot.cost)
  }`;
