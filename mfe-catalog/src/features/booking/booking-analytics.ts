import type { Order } from '@apteka/contracts';
import { analyticsItem, trackItems } from '@apteka/analytics';

/**
 * A reservation as analytics reports it, from the server's order: each item at its special price if it has one,
 * else the base price, the discount being the base less the special, the value their sum times the quantities.
 */
export function trackBooking(order: Order, product: { brand: string | null; categories: readonly string[] }): void {
  const items = order.items.map((line) =>
    analyticsItem({
      id: line.productId,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      brand: product.brand ?? undefined,
      categories: product.categories,
    }),
  );
  trackItems('booking', items, {
    transaction_id: String(order.id),
    ...(order.store ? { affiliation: order.store.name } : {}),
  });
}
