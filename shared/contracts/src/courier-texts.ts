import type { CourierAddress, TimeSlot } from './entities';

/** One line a courier and a shopper both read: street, house, flat. */
export function courierAddressText(address: Pick<CourierAddress, 'address' | 'house' | 'flat'>): string {
  return [address.address, address.house && `д. ${address.house}`, address.flat && `кв. ${address.flat}`]
    .filter(Boolean)
    .join(', ');
}

/** A slot by its local date, so it still reads right after the day has passed: '23.11 14:00–18:00'. */
export function timeSlotText(slot: Pick<TimeSlot, 'date' | 'from' | 'to'>): string {
  const [, month, day] = slot.date.split('-');
  return `${day}.${month} ${slot.from}–${slot.to}`;
}
