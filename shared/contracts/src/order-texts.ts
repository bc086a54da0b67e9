import type { OrderStatus, PaymentStatus } from './entities';

/** How a shopper reads each order status. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  created: 'Создан',
  wait_payment: 'Ожидает оплаты',
  wait_darkstore: 'Везём со склада в аптеку',
  assembly: 'Собирается',
  pickupable: 'Готов к выдаче',
  pickuped: 'Получен',
  delivering: 'Передан курьеру',
  delivered: 'Доставлен',
  canceled: 'Отменён',
  canceled_by_store: 'Отменён аптекой',
  pre_delivery: 'Готовится к доставке',
  closed: 'Завершён',
};

export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  payed: 'Оплачен',
  not_payed: 'Не оплачен',
  canceled: 'Оплата отменена',
};
