import type { Cart, CartItem, Order, ProductCard, RegionSummary } from '@apteka/contracts';
import { orderFixture, productCardFixture } from '@apteka/contracts/testing';

const NO_TOTALS = { goods: 0, discount: 0, coupon: 0, bonus: 0, delivery: 0, total: 0 };
const CART_DEFAULTS = {
  coupon: null,
  bonus: { balance: 0, max: 0, applied: 0 },
  deliveryMode: 'pickup' as const,
  storeId: null,
  prepaymentRequired: false,
  hasPrescription: false,
  canCheckout: true,
};

export const line = (overrides: Partial<CartItem> & Pick<CartItem, 'productId' | 'name'>): CartItem => ({
  guid: `g-${overrides.productId}`,
  slug: `p-${overrides.productId}`,
  image: '',
  quantity: 1,
  price: { base: 10000, special: null },
  status: 'in_stock',
  availableQuantity: 10,
  isPrescription: false,
  isDarkStore: false,
  ...overrides,
});

export const EMPTY_CART: Cart = {
  id: '8c1f0d8e-0000-4000-8000-000000000001',
  items: [],
  count: 0,
  totals: NO_TOTALS,
  ...CART_DEFAULTS,
  canCheckout: false,
};

export const CART: Cart = {
  id: '8c1f0d8e-0000-4000-8000-000000000002',
  items: [
    line({
      productId: 12,
      slug: 'nurofen-tabletki-200-mg-20-sht-12',
      name: 'Нурофен таблетки 200 мг, 20 шт.',
      image: '/img/12.webp',
      quantity: 2,
      price: { base: 25000, special: 21990 },
    }),
    line({ productId: 7, slug: 'aspirin-7', name: 'Аспирин 500 мг, 10 шт.', price: { base: 13050, special: null } }),
    line({
      productId: 9,
      slug: 'redkoe-9',
      name: 'Редкое средство',
      price: null,
      status: 'deleted',
      availableQuantity: 0,
    }),
  ],
  count: 4,
  totals: { goods: 63050, discount: 6020, coupon: 0, bonus: 0, delivery: 0, total: 57030 },
  ...CART_DEFAULTS,
  canCheckout: false,
};

export const ORDER: Order = orderFixture(100001, {
  extId: 'SM-100001',
  statusHistory: [
    { status: 'created', at: '2026-11-20T10:00:00.000Z' },
    { status: 'assembly', at: '2026-11-20T10:00:00.000Z' },
  ],
  items: [
    {
      productId: 12,
      name: 'Нурофен таблетки 200 мг, 20 шт.',
      slug: 'nurofen-12',
      image: '',
      quantity: 2,
      price: { base: 25000, special: 21990 },
    },
  ],
  store: { id: 5, name: 'Аптека на Тверской', address: 'Тверская ул., 5' },
  recipientName: 'Анна Иванова',
  phone: '+7 916 123-45-67',
  goodsAmount: 50000,
  discountAmount: 6020,
  totalAmount: 43980,
  qrText: 'APTEKA-ORDER-100001',
  reserveUntil: '2026-11-23T10:00:00.000Z',
  canExtendReserve: true,
});

/** A server's answers for an empty basket that takes an add (answering CART) and has nothing to recommend. */
export const addsToEmptyCart = () => ({
  'GET /cart/': { data: EMPTY_CART },
  'POST /cart/': { data: CART },
  'GET /products/recommend': { data: { items: [] } },
});

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
  skloneniya: {
    name_gde: 'Санкт-Петербурге',
    name_vin: 'Санкт-Петербург',
    name_dat: 'Санкт-Петербургу',
    name_rod: 'Санкт-Петербурга',
  },
  hasCourierDelivery: true,
  hasNightDelivery: false,
  timeZone: 'Europe/Moscow',
};

/** A product as the catalogue lists it, e.g. among recommendations: at its base price, with no special one. */
export const productCard = (id: number, name: string, base = 25000): ProductCard =>
  productCardFixture(id, name, { price: { base, special: null }, discountPercent: 0 });
