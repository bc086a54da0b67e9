import type { Order } from '../entities';

/** An order as the API answers it, for the tests of any remote: two packs of one product for pickup, paid on receipt. */
export function orderFixture(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    extId: `A-${id}`,
    status: 'assembly',
    statusHistory: [],
    items: [
      {
        productId: 11,
        name: 'Нурофен экспресс, капсулы 200 мг, 16 шт.',
        slug: 'nurofen-11',
        image: '/images/products/11.svg',
        quantity: 2,
        price: { base: 30000, special: null },
      },
    ],
    receivingMethod: 'deliverypickup',
    store: { id: 3, name: 'Аптека на Тверской', address: 'ул. Тверская, 8' },
    courierAddress: null,
    timeSlot: null,
    recipientName: 'Анна',
    phone: '+7 900 000-00-00',
    email: null,
    comment: null,
    paymentMethod: 'receipt',
    paySystemType: 'При получении',
    payed: false,
    payment: { status: { code: 'not_payed' } },
    goodsAmount: 60000,
    discountAmount: 0,
    coupon: null,
    couponAmount: 0,
    bonusAmount: 0,
    deliveryAmount: 0,
    totalAmount: 60000,
    qrText: null,
    signature: 'sig',
    reserveUntil: null,
    canCancel: true,
    canPay: false,
    canExtendReserve: false,
    cancelComment: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
