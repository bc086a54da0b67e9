import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Theme } from '@emotion/react';
import { orderPath, type PlaceOrderBody } from '@apteka/contracts';
import { bus, useLocationKey } from '@apteka/bus';
import { ErrorNotice, focusRing, Link, media, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { askAgainOnThisVisit, errorText, isRefusedAttempt, newIdempotencyKey } from '@apteka/api-client';
import { trackError } from '@apteka/analytics';
import {
  basketApi,
  useGetCartQuery,
  useGetPaySystemsQuery,
  useGetCartStoresQuery,
  usePlaceOrderMutation,
} from '../../api';
import { publishBasketCount } from '../cart/basket-count';
import { CartTotals } from '../cart/cart-totals';
import { CheckoutForm } from './checkout-form';
import { useCheckoutStep } from '../analytics/use-checkout-analytics';

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** Sends the whole page to the acquirer's hosted payment page; a seam for tests. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/** /basket/?isCheckout=true: step 2, placing the order. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const path = useRegionPath();
  const locationKey = useLocationKey();
  const [askAgain] = useState(() => askAgainOnThisVisit(basketApi.reducerPath));
  const cart = useGetCartQuery(locationKey, { refetchOnMountOrArgChange: askAgain });
  const stores = useGetCartStoresQuery(locationKey, { refetchOnMountOrArgChange: askAgain });
  const paySystems = useGetPaySystemsQuery(locationKey, { refetchOnMountOrArgChange: askAgain });
  const [placeOrder, placing] = usePlaceOrderMutation();
  useCheckoutStep(2, cart.data);
  // One key per checkout attempt: a double click or a retry after a lost answer sends the same key.
  const attemptKey = useRef(newIdempotencyKey());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (body: Omit<PlaceOrderBody, 'idempotencyKey'>) => {
    const result = await placeOrder({ ...body, idempotencyKey: attemptKey.current });
    if ('error' in result) {
      trackError(errorText(result.error), 'checkout');
      if (isRefusedAttempt(result.error)) attemptKey.current = newIdempotencyKey();
      return;
    }
    publishBasketCount(bus, 0);
    const { order, paymentUrl } = result.data;
    if (paymentUrl) paymentRedirect.go(paymentUrl);
    else navigate(path(orderPath(order.id, { signature: order.signature, thanks: true })));
  };

  const body =
    cart.isLoading || paySystems.isLoading ? (
      <Spinner label="Загружаем корзину…" />
    ) : cart.error || !cart.data ? (
      <ErrorNotice message={errorText(cart.error)} onRetry={() => void cart.refetch()} />
    ) : cart.data.items.length === 0 ? (
      <p>
        В корзине пока нет товаров.{' '}
        <Link href="/catalog" css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}>
          Перейти в каталог
        </Link>
      </p>
    ) : (
      <div
        css={{
          display: 'grid',
          gap: 24,
          [media.from('desktop')]: { gridTemplateColumns: '1fr 360px', alignItems: 'start' },
        }}
      >
        <CheckoutForm
          cart={cart.data}
          stores={stores.data?.stores ?? []}
          lines={stores.data?.lines ?? 0}
          paySystems={paySystems.data}
          submitting={placing.isLoading}
          serverError={placing.error ? errorText(placing.error) : null}
          onSubmit={(b) => void submit(b)}
        />
        <CartTotals totals={cart.data.totals} />
      </div>
    );

  return (
    <section css={page}>
      <p css={{ margin: '0 0 8px' }}>
        <Link href={path('/basket/')} css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}>
          ← Вернуться в корзину
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1} css={{ fontSize: 28, margin: '0 0 16px' }}>
        Оформление заказа
      </h1>
      {body}
    </section>
  );
}
