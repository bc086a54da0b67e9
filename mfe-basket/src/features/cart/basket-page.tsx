import { useEffect } from 'react';
import type { Theme } from '@emotion/react';
import { bus } from '@apteka/bus';
import { ErrorNotice, focusRing, Link, plural, PLURALS, Spinner } from '@apteka/ui';
import { useGetCartQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { publishBasketCount } from './basket-count';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { useBusInvalidation } from './use-bus-invalidation';

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** /basket/: the session's cart, step 1 of checkout. */
export function BasketPage() {
  useBusInvalidation();
  const { data: cart, error, isLoading, isFetching, refetch } = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });

  // The page has the freshest cart: keep the header counter in step with it.
  useEffect(() => {
    if (cart) publishBasketCount(bus, cart.count);
  }, [cart]);

  return (
    <section css={page} aria-busy={isFetching}>
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
        <div css={{ display: 'grid', gap: 24, '@media (min-width: 1024px)': { gridTemplateColumns: '1fr 360px', alignItems: 'start' } }}>
          <section aria-labelledby="basket-items-title">
            <h2 id="basket-items-title" css={{ fontSize: 20, margin: 0 }}>
              {cart.count} {plural(cart.count, PLURALS.product)}
            </h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {cart.items.map((item) => (
                <CartLine key={item.guid || item.productId} item={item} />
              ))}
            </ul>
          </section>
          <CartTotals totals={cart.totals} />
        </div>
      )}
    </section>
  );
}
