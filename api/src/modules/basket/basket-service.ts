/**
 * What a shopper does with the basket. Each function takes the visitor's basket (see session-basket) and answers
 * the whole basket as it now is, priced and judged on the server.
 */
import type { Cart, PaySystems } from '@apteka/contracts';
import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import type { Db, Queryable } from '../../platform/database/types';
import { notFound, unprocessable } from '../../platform/errors';
import { assertProductExists, assertProductOnSale } from '../catalog';
import {
  addToBasket,
  basketQuantities,
  clearBasket,
  pickupStoresCoverage,
  removeLine,
  setBasketBonus,
  setBasketCoupon,
  setLineQuantity,
  takeLine,
} from './baskets-repository';
import { couponDiscount, COUPON_REJECTED } from './cart-totals';
import { buildCart } from './cart-view';
import { findCoupon } from './coupons-repository';
import { findReplacements } from './replacements-repository';
import type { SessionBasket } from './session-basket';

const NOT_IN_BASKET = 'Этого товара нет в корзине.';
const notInBasket = () => notFound('line_not_found', NOT_IN_BASKET);

export const viewCart = (db: Queryable, basket: SessionBasket): Promise<Cart> =>
  buildCart(db, basket.basketId, basket.data.customerId, basket.fulfilment, basket.region);

/** A basket by its id: only the session's own is shown, any other is not found. */
export async function viewOwnCart(db: Queryable, basket: SessionBasket, basketId: string) {
  if (basketId !== basket.basketId) throw notFound('basket_not_found', 'Корзина не найдена.');
  return viewCart(db, basket);
}

/** Product ids and quantities only, for product cards and the header's counter. */
export async function cartShort(db: Queryable, basket: SessionBasket) {
  const items = await basketQuantities(db, basket.basketId);
  return { id: basket.basketId, count: items.reduce((sum, row) => sum + row.quantity, 0), items };
}

/** The chain's pharmacies of the region for picking the basket up, those holding every line in full first. */
export const cartPickupStores = (db: Queryable, basket: SessionBasket) =>
  pickupStoresCoverage(db, basket.basketId, basket.fulfilment.chain, basket.region.region.id);

/** Adds units of a product on sale, never above the line cap. */
export async function addProduct(db: Queryable, basket: SessionBasket, productId: number, quantity: number) {
  await assertProductOnSale(db, productId);
  await addToBasket(db, basket.basketId, productId, quantity, MAX_LINE_QUANTITY);
  return viewCart(db, basket);
}

export async function setProductQuantity(db: Queryable, basket: SessionBasket, productId: number, quantity: number) {
  await assertProductOnSale(db, productId);
  if (!(await setLineQuantity(db, basket.basketId, productId, quantity))) throw notInBasket();
  return viewCart(db, basket);
}

export async function removeProduct(db: Queryable, basket: SessionBasket, productId: number) {
  if (!(await removeLine(db, basket.basketId, productId))) throw notInBasket();
  return viewCart(db, basket);
}

export async function emptyCart(db: Queryable, basket: SessionBasket) {
  await clearBasket(db, basket.basketId);
  return viewCart(db, basket);
}

/** Applies a coupon that exists and gives a discount on the basket as it is; otherwise 'Некорректный купон'. */
export async function applyCoupon(db: Queryable, basket: SessionBasket, code: string) {
  const coupon = await findCoupon(db, code, basket.data.customerId);
  const current = await viewCart(db, basket);
  const payable = current.totals.goods - current.totals.discount;
  if (!coupon || couponDiscount(coupon, payable) === 0) throw unprocessable('coupon_invalid', COUPON_REJECTED);
  await setBasketCoupon(db, basket.basketId, coupon.code);
  return viewCart(db, basket);
}

export async function removeCoupon(db: Queryable, basket: SessionBasket) {
  await setBasketCoupon(db, basket.basketId, null);
  return viewCart(db, basket);
}

/** Bonuses to spend; the totals clamp them to the balance and the programme's limit. */
export async function requestBonus(db: Queryable, basket: SessionBasket, bonus: number) {
  await setBasketBonus(db, basket.basketId, bonus);
  return viewCart(db, basket);
}

/** Card payment always; payment on receipt unless a line needs prepayment. */
export async function paySystems(db: Queryable, basket: SessionBasket): Promise<PaySystems> {
  const cart = await viewCart(db, basket);
  return {
    paySystems: [
      { id: 'card', name: 'Картой онлайн', available: true },
      { id: 'receipt', name: 'При получении', available: !cart.prepaymentRequired },
    ],
    prepaymentRequired: cart.prepaymentRequired,
    prepaymentLabel: cart.prepaymentRequired ? 'Предоплата' : null,
  };
}

/** What may stand in for a line, a line of a product withdrawn from sale too. */
export async function replacementsFor(db: Queryable, basket: SessionBasket, productId: number) {
  await assertProductExists(db, productId);
  return { productId, replacements: await findReplacements(db, productId, basket.fulfilment) };
}

/** Swaps a line for one of its suggested replacements, keeping its quantity. */
export async function replaceProduct(db: Db, basket: SessionBasket, productId: number, replacementId: number) {
  const suggestions = await findReplacements(db, productId, basket.fulfilment);
  if (!suggestions.some((s) => s.productId === replacementId)) {
    throw unprocessable('not_a_replacement', 'Этот товар нельзя предложить на замену.');
  }
  await db.transaction(async (tx) => {
    const quantity = await takeLine(tx, basket.basketId, productId);
    if (quantity === null) throw notInBasket();
    await addToBasket(tx, basket.basketId, replacementId, quantity, MAX_LINE_QUANTITY);
  });
  return viewCart(db, basket);
}
