import { memo } from 'react';
import type { Theme } from '@emotion/react';
import type { Cart, CartItem } from '@apteka/contracts';
import { media, plural, PLURALS } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { errorText } from '@apteka/api-client';
import { useRemoveLineMutation, useSetQuantityMutation } from '../../api';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { BonusForm } from './bonus-form';
import { CouponForm } from './coupon-form';
import { ShareCart } from './share-cart';
import { PhoneCheckoutBar } from './phone-checkout-bar';
import { CheckoutLink, checkoutLinkCss } from './checkout-link';
import { trackQuantityChange } from '../analytics/basket-analytics';

/** Why the basket cannot go on to checkout yet, in the shopper's words. */
function checkoutBlocker(cart: Cart): string | null {
  if (cart.items.length === 0) return null;
  if (cart.hasPrescription && cart.deliveryMode === 'courier') {
    return 'В корзине есть рецептурные препараты: их можно забрать только в аптеке. Выберите самовывоз или уберите их из корзины.';
  }
  if (!cart.canCheckout)
    return 'Некоторых товаров нет в нужном количестве. Измените количество, замените или удалите их.';
  return null;
}

/**
 * A basket with goods: its lines, its sums and the way on to checkout. Drawn again only when the cart itself changes:
 * the same cart asked for again (a touch on the checkout link asks ahead for the next page) keeps its object, so the
 * page's busy flag going on and off redraws the page's frame alone, not every line, in the tap that leaves it.
 */
export const BasketContents = memo(function BasketContents({ cart }: { cart: Cart }) {
  const path = useRegionPath();
  const [setQuantity, quantityState] = useSetQuantityMutation();
  const [removeLine, removeState] = useRemoveLineMutation();
  const busy = quantityState.isLoading || removeState.isLoading;

  const changeQuantity = async (item: CartItem, quantity: number) => {
    const result = await setQuantity({ productId: item.productId, quantity });
    const after = 'error' in result ? null : result.data.items.find((line) => line.productId === item.productId);
    if (after) trackQuantityChange(item, item.quantity, after.quantity);
  };
  const remove = async (item: CartItem) => {
    const result = await removeLine(item.productId);
    if (!('error' in result)) trackQuantityChange(item, item.quantity, 0);
  };
  const writeError = quantityState.error ?? removeState.error;
  const blocker = checkoutBlocker(cart);
  const checkoutHref = path('/basket/?isCheckout=true');

  return (
    <div
      css={{
        display: 'grid',
        gap: 24,
        [media.from('desktop')]: { gridTemplateColumns: '1fr 360px', alignItems: 'start' },
      }}
    >
      <section aria-labelledby="basket-items-title">
        <h2 id="basket-items-title" css={{ fontSize: 20, margin: 0 }}>
          {cart.count} {plural(cart.count, PLURALS.product)}
        </h2>
        {writeError && <p role="alert">{errorText(writeError)}</p>}
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {cart.items.map((item) => (
            <CartLine
              key={item.productId}
              item={item}
              busy={busy}
              onQuantity={(quantity) => changeQuantity(item, quantity)}
              onRemove={() => void remove(item)}
            />
          ))}
        </ul>
        {cart.prepaymentRequired && (
          <p>Предоплата: в корзине есть товары со склада, заказ нужно оплатить картой онлайн.</p>
        )}
        <ShareCart count={cart.count} />
      </section>
      <CartTotals totals={cart.totals}>
        <CouponForm coupon={cart.coupon} />
        <BonusForm bonus={cart.bonus} />
        {blocker && (
          <p role="note" css={(theme: Theme) => ({ color: theme.colors.danger })}>
            {blocker}
          </p>
        )}
        {blocker ? null : (
          <CheckoutLink
            href={checkoutHref}
            css={(theme: Theme) => ({ ...checkoutLinkCss(theme), display: 'flex', marginTop: 16 })}
          >
            Перейти к оформлению
          </CheckoutLink>
        )}
      </CartTotals>
      {!blocker && <PhoneCheckoutBar total={cart.totals.total} href={checkoutHref} />}
    </div>
  );
});
