import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Theme } from '@emotion/react';
import { bus, useLocationKey } from '@apteka/bus';
import { ErrorNotice, focusRing, Link, media, Spinner } from '@apteka/ui';
import { askAgainOnThisVisit, errorText } from '@apteka/api-client';
import { basketApi, useGetCartQuery } from '../../api';
import { CheckoutPage } from '../checkout/checkout-page';
import { publishBasketCount } from './basket-count';
import { BasketContents } from './basket-contents';
import { PHONE_CHECKOUT_BAR_ROOM } from './phone-checkout-bar';
import { useBasketCountSync } from './use-basket-count-sync';
import { useCheckoutStep, useUnavailableLines } from '../analytics/use-checkout-analytics';

export const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** /basket/: step 1 of checkout; /basket/?isCheckout=true: step 2. */
export function BasketPage() {
  const [params] = useSearchParams();
  return params.get('isCheckout') === 'true' ? <CheckoutPage /> : <BasketStep />;
}

function BasketStep() {
  const locationKey = useLocationKey();
  useBasketCountSync(locationKey);
  const [askAgain] = useState(() => askAgainOnThisVisit(basketApi.reducerPath));
  const {
    data: cart,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetCartQuery(locationKey, { refetchOnMountOrArgChange: askAgain });
  useCheckoutStep(1, cart);
  useUnavailableLines(cart);

  // The page has the freshest cart: keep the header counter in step with it.
  useEffect(() => {
    if (cart) publishBasketCount(bus, cart.count);
  }, [cart]);

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
        <BasketContents cart={cart} />
      )}
    </section>
  );
}
