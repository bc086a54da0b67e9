import { courierAddressText, timeSlotText } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { conflict, unprocessable } from '../../platform/errors';
import type { SessionData } from '../../platform/session';
import { NIGHT_SURCHARGE, timeSlotsFor } from '../delivery';
import type { Chain } from '../pharmacies';
import type { RegionRecord } from '../regions';

/**
 * A courier order goes to the session's saved courier address (never to text from the request) in one of the
 * slots the delivery API offers right now; both are stored as the text the order page shows. A night slot adds its
 * surcharge to the courier cost, as the slot list showed it.
 */
export async function courierChoice(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  region: RegionRecord,
  slotId: string | undefined,
  now = new Date(),
) {
  if (session.deliveryMode !== 'courier' || !session.courierAddress) {
    throw conflict(
      'courier_address_required',
      'Укажите адрес доставки на странице «Самовывоз и доставка», затем выберите время.',
    );
  }
  if (!slotId) throw unprocessable('time_slot_required', 'Выберите время доставки.');
  const { slots } = await timeSlotsFor(db, chain, session, region, now);
  const slot = slots.find((s) => s.id === slotId);
  if (!slot) throw unprocessable('time_slot_unavailable', 'Это время доставки уже недоступно. Выберите другое.');
  return {
    address: courierAddressText(session.courierAddress),
    timeSlot: timeSlotText(slot),
    surcharge: slot.isNight ? NIGHT_SURCHARGE : 0,
  };
}
