import type { Cart, RegionSummary } from '@apteka/contracts';

export const EMPTY_CART: Cart = { id: '8c1f0d8e-0000-4000-8000-000000000001', items: [], count: 0, totals: { goods: 0, discount: 0, delivery: 0, total: 0 } };

export const CART: Cart = {
  id: '8c1f0d8e-0000-4000-8000-000000000002',
  items: [
    { productId: 12, guid: 'g-12', slug: 'nurofen-tabletki-200-mg-20-sht-12', name: 'Нурофен таблетки 200 мг, 20 шт.', image: '/img/12.webp', quantity: 2, price: { base: 25000, special: 21990 } },
    { productId: 7, guid: 'g-7', slug: 'aspirin-7', name: 'Аспирин 500 мг, 10 шт.', image: '', quantity: 1, price: { base: 13050, special: null } },
    { productId: 9, guid: 'g-9', slug: 'redkoe-9', name: 'Редкое средство', image: '', quantity: 1, price: null },
  ],
  count: 4,
  totals: { goods: 63050, discount: 6020, delivery: 0, total: 57030 },
};

export const MOSCOW: RegionSummary = {
  id: 14,
  name: 'Москва',
  slug: 'moskva',
  skloneniya: { name_gde: 'Москве', name_vin: 'Москву', name_dat: 'Москве', name_rod: 'Москвы' },
  hasCourierDelivery: true,
  hasNightDelivery: true,
  timeZone: 'Europe/Moscow',
};

export const SPB: RegionSummary = {
  id: 27,
  name: 'Санкт-Петербург',
  slug: 'sankt-peterburg',
  skloneniya: { name_gde: 'Санкт-Петербурге', name_vin: 'Санкт-Петербург', name_dat: 'Санкт-Петербургу', name_rod: 'Санкт-Петербурга' },
  hasCourierDelivery: true,
  hasNightDelivery: false,
  timeZone: 'Europe/Moscow',
};
