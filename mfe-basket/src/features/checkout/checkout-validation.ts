/** What the shopper types on step 2; the server checks all of it again. */
export interface CheckoutValues {
  receivingMethod: 'deliverypickup' | 'deliverycourier';
  storeId: string;
  /** the session's saved courier address as text, '' when none is saved */
  address: string;
  /** a slot id from GET /delivery/timeslots */
  timeSlot: string;
  name: string;
  phone: string;
  email: string;
  comment: string;
  paymentMethod: 'card' | 'receipt' | '';
  consent: boolean;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

export const PHONE_RE = /^\+\d \d{3} \d{3}-\d{2}-\d{2}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  store: 'Выберите аптеку, в которой заберёте заказ',
  address: 'Адрес доставки не указан: укажите его на странице «Самовывоз и доставка»',
  timeSlot: 'Выберите время доставки',
  name: 'Укажите имя получателя',
  phone: 'Введите телефон в формате +7 XXX XXX-XX-XX',
  email: 'Проверьте адрес электронной почты, например name@mail.ru',
  paymentMethod: 'Выберите способ оплаты',
  consent: 'Нужно согласие на обработку персональных данных',
  prescription: 'Рецептурные препараты доставить нельзя: выберите самовывоз',
  prepayment: 'Товары со склада нужно оплатить картой онлайн',
} as const;

/** The pattern +X XXX XXX-XX-XX, built from whatever digits were typed (8 at the start becomes 7). */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  if (digits[0] === '8') digits = `7${digits.slice(1)}`;
  // A Russian mobile number typed without the country code.
  if (digits[0] === '9') digits = `7${digits}`.slice(0, 11);
  const parts = [digits.slice(0, 1), digits.slice(1, 4), digits.slice(4, 7), digits.slice(7, 9), digits.slice(9, 11)];
  let out = `+${parts[0]}`;
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += ` ${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

export function validateCheckout(
  values: CheckoutValues,
  cart: { hasPrescription: boolean; prepaymentRequired: boolean },
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (values.receivingMethod === 'deliverypickup' && !values.storeId) errors.storeId = MESSAGES.store;
  if (values.receivingMethod === 'deliverycourier') {
    if (cart.hasPrescription) errors.receivingMethod = MESSAGES.prescription;
    if (!values.address) errors.address = MESSAGES.address;
    else if (!values.timeSlot) errors.timeSlot = MESSAGES.timeSlot;
  }
  if (values.name.trim().length < 2) errors.name = MESSAGES.name;
  if (!PHONE_RE.test(values.phone)) errors.phone = MESSAGES.phone;
  if (values.email.trim() && !EMAIL_RE.test(values.email.trim())) errors.email = MESSAGES.email;
  if (!values.paymentMethod) errors.paymentMethod = MESSAGES.paymentMethod;
  else if (cart.prepaymentRequired && values.paymentMethod !== 'card') errors.paymentMethod = MESSAGES.prepayment;
  if (!values.consent) errors.consent = MESSAGES.consent;
  return errors;
}
