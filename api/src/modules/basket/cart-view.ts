import type { Cart } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { basketExtras, basketLines, type Fulfilment } from './baskets-repository';
import type { SessionData } from '../../platform/session';
import { bonusBalance } from '../account';
import type { Chain } from '../pharmacies';
import type { RegionRecord } from '../regions';
import { findCoupon } from './coupons-repository';
import { COUPON_APPLIED, COUPON_REJECTED, computeTotals } from './cart-totals';

export function fulfilmentOf(data: SessionData, region: RegionRecord, chain: Chain): Fulfilment {
  const courier = data.deliveryMode === 'courier' && region.region.hasCourierDelivery;
  return {
    chain,
    regionId: region.region.id,
    mode: courier ? 'courier' : 'pickup',
    storeId: courier ? null : data.storeId,
  };
}

const ORDERABLE = new Set(['in_stock', 'available', 'available_darkstore']);

/** The whole basket as the shopper sees it; every sum decided here. */
export async function buildCart(
  db: Queryable,
  basketId: string,
  /** whose bonuses may pay: a signed-in customer's; an anonymous shopper has none */
  customerId: number | null,
  f: Fulfilment,
  region: RegionRecord,
): Promise<Cart> {
  const items = await basketLines(db, basketId, f);
  const extras = await basketExtras(db, basketId);
  const coupon = extras.coupon ? await findCoupon(db, extras.coupon, customerId) : null;
  const balance = customerId === null ? 0 : await bonusBalance(db, customerId);
  const result = computeTotals({
    items,
    courier: f.mode === 'courier' ? region : null,
    coupon,
    bonusBalance: balance,
    bonusRequested: extras.bonusRequested,
  });
  const hasPrescription = items.some((item) => item.isPrescription);
  return {
    id: basketId,
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    totals: result.totals,
    coupon: extras.coupon
      ? {
          code: extras.coupon,
          applied: result.couponApplied,
          message: result.couponApplied ? COUPON_APPLIED : COUPON_REJECTED,
        }
      : null,
    bonus: { balance, max: result.bonusMax, applied: result.bonusApplied },
    deliveryMode: f.mode,
    storeId: f.storeId,
    prepaymentRequired: items.some((item) => item.isDarkStore),
    hasPrescription,
    canCheckout:
      items.length > 0 &&
      items.every((item) => ORDERABLE.has(item.status)) &&
      !(hasPrescription && f.mode === 'courier'),
  };
}
