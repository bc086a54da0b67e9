import {
  analyticsItem,
  clickedOwnAdvert,
  firstInBrowser,
  firstInSession,
  rubles,
  track,
  trackItems,
  type AnalyticsItem,
} from '@apteka/analytics';
import type { Cart, CartItem, Order } from '@apteka/contracts';

/** A basket line as analytics reports it, for `quantity` units. */
export const lineItem = (line: Pick<CartItem, 'productId' | 'name' | 'price'>, quantity: number): AnalyticsItem =>
  analyticsItem({ id: line.productId, name: line.name, price: line.price, quantity });

const orderItems = (order: Order): AnalyticsItem[] =>
  order.items.map((item) =>
    analyticsItem({ id: item.productId, name: item.name, price: item.price, quantity: item.quantity }),
  );

/** The server added `quantity` units of a product: `cart` is its answer, holding the line with its price. */
export function trackAdded(cart: Cart, productId: number, quantity: number, listName: string): void {
  const line = cart.items.find((item) => item.productId === productId);
  if (!line) return;
  const item = { ...lineItem(line, quantity), item_list_name: listName };
  trackItems('add_to_cart', [item]);
  const advert = clickedOwnAdvert();
  if (advert) track('own_ad_add_to_cart', { ad_name: advert, item_id: item.item_id, item_name: item.item_name });
}

/** A line's quantity went from `before` to `after` units (0 when removed). */
export function trackQuantityChange(line: CartItem, before: number, after: number): void {
  if (after > before) trackItems('add_to_cart', [{ ...lineItem(line, after - before), item_list_name: 'basket' }]);
  else if (after < before) trackItems('remove_from_cart', [lineItem(line, before - after)]);
}

/** Checkout step 1 (the basket page with goods) and step 2 (the checkout page). */
export function trackCheckoutStep(step: 1 | 2, cart: Cart): void {
  const items = cart.items.map((line) => lineItem(line, line.quantity));
  const extra = {
    value: rubles(cart.totals.total),
    ...(cart.coupon?.applied ? { coupon: cart.coupon.code } : {}),
  };
  if (step === 1) trackItems('begin_checkout', items, extra);
  else
    trackItems('add_shipping_info', items, {
      ...extra,
      shipping_tier: cart.deliveryMode === 'courier' ? 'Доставка' : 'В аптеке',
    });
}

/**
 * The order page reports the purchase when the shopper arrives from placing it (the thank-you page) or from the
 * acquirer's page, once per order in this browser: at once for an order paid on receipt, once the money arrived for
 * a card order. The online payment itself is reported once per order per browser session. Opening an old order
 * later (from the account, on another device) reports nothing.
 */
export function trackOrderSeen(order: Order, arrivedFromCheckout: boolean): void {
  if (!arrivedFromCheckout) return;
  const transaction_id = String(order.id);
  const value = rubles(order.totalAmount);
  const card = order.paymentMethod === 'card';
  if (card && order.payed && firstInSession('online_payment', transaction_id))
    track('online_payment', { transaction_id, value });
  const cancelled = order.status === 'canceled' || order.status === 'canceled_by_store';
  if ((card ? order.payed : !cancelled) && firstInBrowser('purchase', transaction_id)) {
    trackItems('purchase', orderItems(order), {
      transaction_id,
      value,
      shipping: rubles(order.deliveryAmount),
      shipping_tier: order.receivingMethod === 'deliverycourier' ? 'Доставка' : 'В аптеке',
      payment_type: order.paySystemType,
      ...(order.coupon ? { coupon: order.coupon } : {}),
    });
  }
}

/** A paid order was cancelled: its money goes back. */
export function trackRefund(order: Order): void {
  if (!order.payed) return;
  trackItems('refund', orderItems(order), { transaction_id: String(order.id), value: rubles(order.totalAmount) });
}
