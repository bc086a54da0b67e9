/** The basket: lines, totals, coupons, bonuses to spend, replacements and shared baskets. */
export { basketModule } from './basket-module';
export { addToBasket, basketLines, clearBasket, createBasket, lockBasket, type Fulfilment } from './baskets-repository';
export { buildCart } from './cart-view';
export { basketAfterSignIn } from './sign-in-basket';
export { viewCart } from './basket-service';
export { issueWelcomeCoupon } from './personal-coupons';
export {
  currentBasket,
  sessionBasketGoodsAmount,
  sessionBasketLines,
  sessionBasketWanted,
  type SessionBasket,
} from './session-basket';
