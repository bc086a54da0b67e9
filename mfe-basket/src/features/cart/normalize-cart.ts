import type { Cart } from '@apteka/contracts';

/**
 * Whatever the server sends, a cart the page can render. A module of its own: the page-wide service reads carts
 * without loading the basket's endpoints.
 */
export function normalizeCart(data: unknown): Cart {
  const raw = (data && typeof data === 'object' ? data : {}) as Partial<Cart>;
  const items = Array.isArray(raw.items) ? raw.items : [];
  const totals = { goods: 0, discount: 0, coupon: 0, bonus: 0, delivery: 0, total: 0, ...raw.totals };
  const count = typeof raw.count === 'number' ? raw.count : items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  return {
    id: raw.id ?? '',
    items,
    count,
    totals,
    coupon: raw.coupon ?? null,
    bonus: raw.bonus ?? { balance: 0, max: 0, applied: 0 },
    deliveryMode: raw.deliveryMode ?? 'pickup',
    storeId: raw.storeId ?? null,
    prepaymentRequired: raw.prepaymentRequired ?? false,
    hasPrescription: raw.hasPrescription ?? false,
    canCheckout: raw.canCheckout ?? false,
  };
}
