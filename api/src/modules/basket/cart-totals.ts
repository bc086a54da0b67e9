import type { CartItem, CartTotals } from '@apteka/contracts';
import { courierCost, type CourierRules } from '../regions';

export interface CouponRule {
  code: string;
  percent: number | null;
  amount: number | null;
  minTotal: number;
  active: boolean;
}

/** The bonus programme: 1 bonus = 1 ruble, at most this share of the sum left after discounts. */
export const BONUS_LIMIT_PERCENT = 30;
export const COUPON_APPLIED = 'Условия применения соблюдены';
export const COUPON_REJECTED = 'Некорректный купон';

export interface TotalsInput {
  items: readonly CartItem[];
  courier: CourierRules | null;
  coupon?: CouponRule | null;
  /** bonuses on the account and the ones the shopper asked to spend */
  bonusBalance?: number;
  bonusRequested?: number;
}

export interface TotalsResult {
  totals: CartTotals;
  couponApplied: boolean;
  bonusMax: number;
  bonusApplied: number;
}

export function couponDiscount(coupon: CouponRule | null | undefined, payable: number): number {
  if (!coupon || !coupon.active || payable <= 0 || payable < coupon.minTotal) return 0;
  if (coupon.percent !== null) return Math.floor((payable * coupon.percent) / 100);
  return Math.min(coupon.amount ?? 0, payable);
}

/**
 * Kopecks. Lines without a price in the region are not counted. Order: special prices, coupon, bonuses (limited
 * to the programme's share, whole rubles), then courier delivery — free from the threshold of the goods sum.
 */
export function computeTotals({
  items,
  courier,
  coupon = null,
  bonusBalance = 0,
  bonusRequested = 0,
}: TotalsInput): TotalsResult {
  let goods = 0;
  let discount = 0;
  for (const item of items) {
    if (!item.price) continue;
    goods += item.price.base * item.quantity;
    if (item.price.special !== null) discount += (item.price.base - item.price.special) * item.quantity;
  }
  const payable = goods - discount;
  const couponAmount = couponDiscount(coupon, payable);
  const afterCoupon = payable - couponAmount;
  const bonusMax = Math.min(bonusBalance, Math.floor((afterCoupon * BONUS_LIMIT_PERCENT) / 100 / 100));
  const bonusApplied = Math.max(0, Math.min(bonusRequested, bonusMax));
  const bonus = bonusApplied * 100;
  const delivery = courier && items.length > 0 ? courierCost(courier, payable) : 0;
  return {
    totals: { goods, discount, coupon: couponAmount, bonus, delivery, total: afterCoupon - bonus + delivery },
    couponApplied: coupon !== null && couponAmount > 0,
    bonusMax,
    bonusApplied,
  };
}

/** The plain sums, without coupon or bonuses. */
export function cartTotals(items: readonly CartItem[], courier: CourierRules | null): CartTotals {
  return computeTotals({ items, courier }).totals;
}
