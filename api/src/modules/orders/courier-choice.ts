import { courierAddressText, timeSlotText } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { HttpError } from '../../platform/errors';
import type { RegionRecord } from '../regions/regions-repository';
import { timeSlotsFor } from '../delivery/delivery-state';
import type { SessionData } from '../../platform/session/session-data';

/**
 * A courier order goes to the session's saved courier address (never to text from the request) in one of the
 * slots the delivery API offers right now; both are stored as the text the order page shows.
 */
export async function courierChoice(
  db: Queryable,
  session: SessionData,
  region: RegionRecord,
  slotId: string | undefined,
  now = new Date(),
) {
  if (session.deliveryMode !== 'courier' || !session.courierAddress) {
    throw new HttpError(
      409,
      'courier_address_required',
      'Укажите адрес доставки на странице «Самовывоз и доставка», затем выберите время.',
    );
  }
  if (!slotId) throw new HttpError(422, 'time_slot_required', 'Выберите время доставки.');
  const { slots } = await timeSlotsFor(db, session, region, now);
  const slot = slots.find((s) => s.id === slotId);
  if (!slot) throw new HttpError(422, 'time_slot_unavailable', 'Это время доставки уже недоступно. Выберите другое.');
  return { address: courierAddressText(session.courierAddress), timeSlot: timeSlotText(slot) };
}
