/** Russian plural forms, shared by the API and every front end: plural(5, ["аптека", "аптеки", "аптек"]) -> "аптек". */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = Math.abs(n) % 10;
  const mod100 = Math.abs(n) % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

export const PLURALS = {
  bonus: ['бонус', 'бонуса', 'бонусов'],
  review: ['отзыв', 'отзыва', 'отзывов'],
  product: ['товар', 'товара', 'товаров'],
  set: ['набор', 'набора', 'наборов'],
  pharmacy: ['аптека', 'аптеки', 'аптек'],
  station: ['станция', 'станции', 'станций'],
} as const;

/** Units of waiting time, for messages such as «Попробуйте через 12 минут». */
export const TIME_PLURALS = {
  second: ['секунду', 'секунды', 'секунд'],
  minute: ['минуту', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
} as const;

/** 'через 45 секунд', 'через 12 минут', 'через 2 часа': a wait rounded up to the unit that reads naturally. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `через ${whole} ${plural(whole, TIME_PLURALS.second)}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `через ${minutes} ${plural(minutes, TIME_PLURALS.minute)}`;
  const hours = Math.ceil(minutes / 60);
  return `через ${hours} ${plural(hours, TIME_PLURALS.hour)}`;
}
