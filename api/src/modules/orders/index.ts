/** Orders: placing the basket or a one-click booking, the order lifecycle, order pages, lists and lookups. */
export { ordersModule } from './orders-module';
export type { OrderPayments } from './orders-service';
export { advanceOrder, devToken } from './advance-order';
export { orderSignature } from './order-signature';
export { canPay } from './order-status';
export { markOrderPaid } from './order-transitions';
export { orderFacts } from './order-view';
export { findOrderRow, orderItems } from './orders-repository';
export { anonymiseCustomerOrders, claimSessionOrders } from './orders-repository';
export { DEFAULT_UNPAID_MINUTES, expireUnpaidOrders, unpaidReason } from './unpaid-orders';
