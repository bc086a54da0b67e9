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
  slide(
    1,
    'HOME_TOP',
    1,
    'Скидка 20% на витамины Solgar и Doppelherz',
    '/stock/skidka-20-na-vitaminy-solgar-i-doppelherz',
    {
      promo_slug: 'skidka-20-na-vitaminy-solgar-i-doppelherz',
      analytics_brand: 'Solgar',
    },
  ),
  slide(2, 'HOME_TOP', 2, '1+1 на спреи от насморка Називин и Отривин', '/stock/1-plus-1-sprei-ot-nasmorka', {
    promo_slug: '1-plus-1-sprei-ot-nasmorka',
    analytics_brand: 'Отривин',
    analytics_product: 'Отривин спрей назальный',
    ord: 'Реклама. ООО «Хелеон». erid: 2VtzqwKXb7P',
  }),
  slide(3, 'HOME_TOP', 3, '250 бонусов за первый заказ', '/bonus-program'),
  slide(
    4,
    'HOME_TOP',
    4,
    'Неделя дерматокосметики: минус 20% и пробники в подарок',
    '/stock/nedelya-dermatokosmetiki',
    {
      promo_slug: 'nedelya-dermatokosmetiki',
      analytics_brand: 'La Roche-Posay',
      ord: 'Реклама. ООО «Лореаль». erid: LjN8KC9sz',
    },
  ),
  slide(5, 'HOME_TOP', 5, 'Ночная доставка лекарств в Москве и Санкт-Петербурге', '/night-delivery'),
  slide(6, 'HOME_TOP', 6, 'Скачайте приложение — двойные бонусы', 'https://apps.rustore.ru/', {
    open_link_in_new_tab: true,
  }),
  slide(
    7,
    'HOME_SIDE',
    1,
    'Скидка 10% на подгузники и детское питание',
    '/stock/skidka-10-na-podguzniki-i-detskoe-pitanie',
    {
      promo_slug: 'skidka-10-na-podguzniki-i-detskoe-pitanie',
    },
  ),
  slide(8, 'HOME_SIDE', 2, 'Всё для мам и малышей', '/catalog/mama-i-malysh'),
];
