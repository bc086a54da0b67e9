/** Analytics the server reports itself: the purchase of an order whose payment notification arrived. */
export { analyticsModule } from './analytics-module';
export { recordPaidPurchase, deliverServerPurchases } from './server-purchases';
export { builtinPurchaseSink, ga4PurchaseSink, type PurchaseSink, type ServerPurchase } from './purchase-sink';
