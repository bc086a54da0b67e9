import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import type { UserState } from '@apteka/contracts';
import { focusRing, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { Panel } from '../../common/panel';
import { QueryView } from '../../common/query-view';
import { textLink } from '../../common/form-styles';
import { BonusCard } from '../bonuses/bonus-card';
import { OrderCard } from '../orders/order-card';
import { useGetOrdersQuery } from '../orders/orders-api';
import { useRepeatOrder } from '../orders/use-repeat-order';
import { FormMessage } from '../../common/form-message';

const ACTIVE_SHOWN = 3;

const SHORTCUTS = [
  { slug: 'istoriya-pokupok', title: 'Купить снова' },
  { slug: 'favorites', title: 'Избранное' },
  { slug: 'coupons', title: 'Мои купоны' },
  { slug: 'pharmacies', title: 'Мои аптеки' },
  { slug: 'personal-info', title: 'Личные данные' },
] as const;

function ActiveOrders() {
  const regionPath = useRegionPath();
  const query = useGetOrdersQuery({ ...useLocationKey(), kind: 'active', page: 1 });
  const { repeatOrder, repeating, outcome } = useRepeatOrder();
  return (
    <Panel title="Активные заказы">
      <FormMessage outcome={outcome} />
      <QueryView query={query} loading="Загружаем заказы…">
        {({ orders }) =>
          orders.length === 0 ? (
            <p css={{ margin: 0 }}>Активных заказов нет.</p>
          ) : (
            <>
              {orders.slice(0, ACTIVE_SHOWN).map((order) => (
                <OrderCard key={order.id} order={order} onRepeat={repeatOrder} repeating={repeating} />
              ))}
              <Link href={regionPath('/lk/orders')} css={(theme: Theme) => textLink(theme)}>
                Все заказы
              </Link>
            </>
          )
        }
      </QueryView>
    </Panel>
  );
}

/** /lk: the signed-in shopper's front page: greeting, the bonus card, orders under way and shortcuts. */
export function OverviewPage({ user }: { user: UserState }) {
  const regionPath = useRegionPath();
  const name = user.customer.firstName?.trim();
  return (
    <>
      <p css={{ fontSize: 20, margin: '0 0 16px' }}>{name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'}</p>
      {user.customer.wasRecentlyCreated && (
        <p role="status">
          Личный кабинет создан. После первого полученного заказа на счёт придут 250 бонусов, а в разделе «Купоны» уже
          ждёт приветственная скидка.
        </p>
      )}
      <BonusCard balance={user.bonus} variant="BIG" />
      <ActiveOrders />
      <nav aria-label="Быстрые ссылки">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.slug}>
              <Link
                href={regionPath(`/lk/${shortcut.slug}`)}
                css={(theme: Theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  padding: '0 16px',
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radius,
                  color: theme.colors.text,
                  textDecoration: 'none',
                  ...focusRing(theme),
                })}
              >
                {shortcut.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
