/**
 * A message that starts with this marker is a translation key, not a text ('i18n:errors.network'): a service that
 * answers in keys is shown the store's Russian text for the key, never the key itself.
 */
export const I18N_MARKER = 'i18n:';

export const ERROR_TEXTS: Readonly<Record<string, string>> = {
  'errors.generic': 'Что-то пошло не так. Попробуйте ещё раз.',
  'errors.network': 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  'errors.unavailable': 'Сервис временно недоступен. Попробуйте позже.',
  'errors.not_found': 'Не найдено.',
  'errors.forbidden': 'Недостаточно прав для этого действия.',
  'errors.unauthorized': 'Войдите, чтобы продолжить.',
  'errors.rate_limited': 'Слишком много попыток. Подождите немного и попробуйте снова.',
  'errors.validation': 'Проверьте введённые данные.',
  'errors.out_of_stock': 'Товара нет в нужном количестве.',
  'errors.payment_declined': 'Банк отклонил оплату. Попробуйте другую карту или другой способ оплаты.',
};

/** The text to show for a message: itself, or for a marked key its Russian text (the fallback for an unknown key). */
export function localizedMessage(message: string, fallback: string = ERROR_TEXTS['errors.generic']!): string {
  if (!message.startsWith(I18N_MARKER)) return message;
  return ERROR_TEXTS[message.slice(I18N_MARKER.length).trim()] ?? fallback;
}
