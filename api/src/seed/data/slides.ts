/** Home-page slides: HOME_TOP carousel and HOME_SIDE banners. */
export interface SlideRow {
  id: number;
  type: 'HOME_TOP' | 'HOME_SIDE';
  name: string;
  image_base: string;
  image_small: string;
  link: string;
  promo_slug: string | null;
  analytics_brand: string | null;
  analytics_product: string | null;
  /** advertising marking (erid) */
  ord: string | null;
  open_link_in_new_tab: boolean;
  position: number;
}

const slide = (
  id: number,
  type: SlideRow['type'],
  position: number,
  name: string,
  link: string,
  extra: Partial<SlideRow> = {},
): SlideRow => ({
  id,
  type,
  name,
  image_base: `/images/slides/${id}.svg`,
  image_small: `/images/slides/${id}-small.svg`,
  link,
  promo_slug: null,
  analytics_brand: null,
  analytics_product: null,
  ord: null,
  open_link_in_new_tab: false,
  position,
  ...extra,
});

export const SLIDES: SlideRow[] = [
  slide(1, 'HOME_TOP', 1, 'Скидка 20% на витамины и БАДы', '/promo/vitaminy-20', { promo_slug: 'vitaminy-20' }),
  slide(2, 'HOME_TOP', 2, 'Нурофен: минус 15% на всю линейку', '/promo/nurofen-15', {
    promo_slug: 'nurofen-15',
    analytics_brand: 'Нурофен',
    analytics_product: 'Нурофен таблетки',
    ord: 'Реклама. ООО «Рекитт Бенкизер Хэлскэар». erid: 2VtzqwKXb7P',
  }),
  slide(3, 'HOME_TOP', 3, '250 бонусов за первый заказ', '/basic-pages/bonus-program'),
  slide(4, 'HOME_TOP', 4, 'Дерматокосметика La Roche-Posay: второй продукт в подарок', '/promo/lrp-gift', {
    promo_slug: 'lrp-gift',
    analytics_brand: 'La Roche-Posay',
    ord: 'Реклама. ООО «Лореаль». erid: LjN8KC9sz',
  }),
  slide(5, 'HOME_TOP', 5, 'Ночная доставка лекарств в Москве и Санкт-Петербурге', '/basic-pages/delivery'),
  slide(6, 'HOME_TOP', 6, 'Скачайте приложение — двойные бонусы', 'https://apps.rustore.ru/', {
    open_link_in_new_tab: true,
  }),
  slide(7, 'HOME_SIDE', 1, 'Тонометры Omron со скидкой', '/promo/omron', {
    promo_slug: 'omron',
    analytics_brand: 'Omron',
  }),
  slide(8, 'HOME_SIDE', 2, 'Всё для мам и малышей', '/catalog/mama-i-malysh'),
];
