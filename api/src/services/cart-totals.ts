import type { CartItem, CartTotals } from '@apteka/contracts';

export interface CourierRules {
  courierCost: number;
  courierFreeFrom: number;
}

/** Kopecks. Lines without a price in the region are not counted; courier delivery is free from the threshold. */
export function cartTotals(items: readonly CartItem[], courier: CourierRules | null): CartTotals {
  let goods = 0;
  let discount = 0;
  for (const item of items) {
    if (!item.price) continue;
    goods += item.price.base * item.quantity;
    if (item.price.special !== null) discount += (item.price.base - item.price.special) * item.quantity;
  }
  const payable = goods - discount;
  const delivery = courier && items.length > 0 && payable < courier.courierFreeFrom ? courier.courierCost : 0;
  return { goods, discount, delivery, total: payable + delivery };
}
