import { normalizePhone } from '@apteka/contracts';

/** What the shopper fills in to reserve a product; the server checks all of it again. */
export interface BookingValues {
  quantity: number;
  storeId: number | null;
  name: string;
  phone: string;
  consent: boolean;
}

export type BookingErrors = Partial<Record<keyof BookingValues, string>>;

export const MAX_BOOKING_QUANTITY = 99;

export const BOOKING_MESSAGES = {
  quantity: `Укажите количество от 1 до ${MAX_BOOKING_QUANTITY}`,
  storeId: 'Выберите аптеку, в которой заберёте товар',
  name: 'Укажите имя, на которое забронировать товар',
  phone: 'Введите телефон в формате +7 XXX XXX-XX-XX',
  consent: 'Нужно согласие на обработку персональных данных',
} as const;

export function validateBooking(values: BookingValues): BookingErrors {
  const errors: BookingErrors = {};
  if (!Number.isInteger(values.quantity) || values.quantity < 1 || values.quantity > MAX_BOOKING_QUANTITY)
    errors.quantity = BOOKING_MESSAGES.quantity;
  if (values.storeId === null) errors.storeId = BOOKING_MESSAGES.storeId;
  if (values.name.trim().length < 2) errors.name = BOOKING_MESSAGES.name;
  if (normalizePhone(values.phone) === null) errors.phone = BOOKING_MESSAGES.phone;
  if (!values.consent) errors.consent = BOOKING_MESSAGES.consent;
  return errors;
}
