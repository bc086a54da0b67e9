import type { CartItem } from '@apteka/contracts';

/** Few units left: shown as 'Осталось мало'. */
export const FEW_LEFT = 3;

/** What a line's availability means for the shopper, and whether it stops the order. */
export function lineStatusText(item: CartItem): { text: string; blocking: boolean } {
  switch (item.status) {
    case 'in_stock':
      return {
        text:
          item.availableQuantity !== null && item.availableQuantity <= FEW_LEFT ? 'Осталось мало' : 'Есть в наличии',
        blocking: false,
      };
    case 'available':
      return { text: 'Есть в аптеках города — выберите аптеку при оформлении', blocking: false };
    case 'available_darkstore':
      return { text: 'Привезём со склада, нужна предоплата', blocking: false };
    case 'not_enough':
      return { text: `Доступно только ${item.availableQuantity ?? 0} шт.`, blocking: true };
    case 'not_available':
      return { text: 'Нет в наличии в выбранной аптеке', blocking: true };
    case 'not_available_delivery':
      return {
        text: item.isPrescription
          ? 'Рецептурный товар: только самовывоз из аптеки'
          : 'Недоступно для доставки по этому адресу',
        blocking: true,
      };
    case 'deleted':
    default:
      return { text: 'Нет в продаже в выбранном регионе', blocking: true };
  }
}
