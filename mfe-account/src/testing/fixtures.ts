import type { CodeSent, Order, UserState } from '@apteka/contracts';
import { normalizeUser } from '../api';

export const ANONYMOUS: UserState = normalizeUser({
  basketId: 'b-1',
  bonus: null,
  isAuthenticated: false,
  hasEighteen: false,
  customer: {},
});

export const SIGNED_IN: UserState = normalizeUser({
  basketId: 'b-2',
  bonus: 251,
  isAuthenticated: true,
  hasEighteen: true,
  customer: {
    id: 7,
    guid: 'c-7',
    phone: '+7 900 000-00-00',
    email: 'anna@example.ru',
    firstName: 'Анна',
    lastName: 'Иванова',
  },
});

export const codeSent = (phone: string, resendAfterSeconds = 60): CodeSent => ({
  phone,
  resendAfterSeconds,
  expiresInSeconds: 300,
});

export function order(id: number, overrides: Partial<Order> = {}): Order {
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
