import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Theme } from '@emotion/react';
import type { Cart, CartItem } from '@apteka/contracts';
import { bus, useLocationKey } from '@apteka/bus';
import { ErrorNotice, focusRing, Link, media, plural, PLURALS, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { askAgainOnThisVisit, errorText } from '@apteka/api-client';
import { basketApi, useGetCartQuery, useRemoveLineMutation, useSetQuantityMutation } from '../../api';
import { CheckoutPage } from '../checkout/checkout-page';
import { publishBasketCount } from './basket-count';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { BonusForm } from './bonus-form';
import { CouponForm } from './coupon-form';
import { ShareCart } from './share-cart';
import { PHONE_CHECKOUT_BAR_ROOM, PhoneCheckoutBar } from './phone-checkout-bar';
import { CheckoutLink, checkoutLinkCss } from './checkout-link';
import { useBasketCountSync } from './use-basket-count-sync';
import { trackQuantityChange } from '../analytics/basket-analytics';
import { useCheckoutStep, useUnavailableLines } from '../analytics/use-checkout-analytics';

export const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** Why the basket cannot go on to checkout yet, in the shopper's words. */
export function checkoutBlocker(cart: Cart): string | null {
  if (cart.items.length === 0) return null;
  if (cart.hasPrescription && cart.deliveryMode === 'courier') {
    return 'В корзине есть рецептурные препараты: их можно забрать только в аптеке. Выберите самовывоз или уберите их из корзины.';
  }
  if (!cart.canCheckout)
    return 'Некоторых товаров нет в нужном количестве. Измените количество, замените или удалите их.';
  return null;
}

/** /basket/: step 1 of checkout; /basket/?isCheckout=true: step 2. */
export function BasketPage() {
  const [params] = useSearchParams();
  return params.get('isCheckout') === 'true' ? <CheckoutPage /> : <BasketStep />;
}

function BasketStep() {
  const locationKey = useLocationKey();
  useBasketCountSync(locationKey);
  const path = useRegionPath();
  const [askAgain] = useState(() => askAgainOnThisVisit(basketApi.reducerPath));
  const {
    data: cart,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetCartQuery(locationKey, { refetchOnMountOrArgChange: askAgain });
  const [setQuantity, quantityState] = useSetQuantityMutation();
  const [removeLine, removeState] = useRemoveLineMutation();
  const busy = quantityState.isLoading || removeState.isLoading;
  useCheckoutStep(1, cart);
  useUnavailableLines(cart);

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

  // The page has the freshest cart: keep the header counter in step with it.
  useEffect(() => {
    if (cart) publishBasketCount(bus, cart.count);
  }, [cart]);

  const blocker = cart ? checkoutBlocker(cart) : null;
  return (
    <section
      css={[page, { [media.below('desktop')]: { paddingBottom: PHONE_CHECKOUT_BAR_ROOM } }]}
      aria-busy={isFetching}
    >
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Корзина</h1>
      {isLoading ? (
        <Spinner label="Загружаем корзину…" />
      ) : error || !cart ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : cart.items.length === 0 ? (
        <div>
          <p css={{ fontSize: 18 }}>В корзине пока нет товаров</p>
          <Link
            href="/catalog"
            css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600, ...focusRing(theme) })}
          >
            Перейти в каталог
          </Link>
        </div>
      ) : (
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
                href={path('/basket/?isCheckout=true')}
                css={(theme: Theme) => ({ ...checkoutLinkCss(theme), display: 'flex', marginTop: 16 })}
              >
                Перейти к оформлению
              </CheckoutLink>
            )}
          </CartTotals>
          {!blocker && <PhoneCheckoutBar total={cart.totals.total} href={path('/basket/?isCheckout=true')} />}
        </div>
      )}
    </section>
  );
}
