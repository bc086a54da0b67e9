import type { Theme } from '@emotion/react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import { focusRing } from '@apteka/ui';
import { QueryView } from '../../common/query-view';
import { Pager, pageFrom } from '../../common/pager';
import { OrderCard } from './order-card';
import { useGetOrdersQuery, type OrderListKind } from './orders-api';
import { useRepeatOrder } from './use-repeat-order';
import { FormMessage } from '../../common/form-message';

const KINDS: Array<{ kind: OrderListKind; title: string; empty: string }> = [
  { kind: 'active', title: 'Активные', empty: 'Активных заказов нет.' },
  { kind: 'finished', title: 'Завершённые', empty: 'Завершённых заказов пока нет.' },
];

/** Which list the address asks for (`?status=finished`), active by default. */
export const kindFrom = (params: URLSearchParams): OrderListKind =>
  params.get('status') === 'finished' ? 'finished' : 'active';

/** /lk/orders: active and finished orders by pages, each with «Повторить заказ». */
export function OrdersPage() {
  const [params] = useSearchParams();
  const kind = kindFrom(params);
  const page = pageFrom(params);
  const query = useGetOrdersQuery({ ...useLocationKey(), kind, page });
  const { repeatOrder, repeating, outcome } = useRepeatOrder();
  const current = KINDS.find((entry) => entry.kind === kind)!;

  return (
    <>
      <nav aria-label="Списки заказов" css={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        {KINDS.map((entry) => (
          <Link
            key={entry.kind}
            to={entry.kind === 'active' ? '?' : '?status=finished'}
            aria-current={entry.kind === kind ? 'page' : undefined}
            css={(theme: Theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              padding: '0 16px',
              borderRadius: theme.radius,
              border: `1px solid ${theme.colors.primary}`,
              color: entry.kind === kind ? theme.colors.onPrimary : theme.colors.primary,
              background: entry.kind === kind ? theme.colors.primary : 'transparent',
              textDecoration: 'none',
              ...focusRing(theme),
            })}
          >
            {entry.title}
          </Link>
        ))}
      </nav>
      <h2 css={{ fontSize: 20, margin: '0 0 12px' }}>{current.title} заказы</h2>
      <FormMessage outcome={outcome} />
      <QueryView query={query} loading="Загружаем заказы…">
        {(list) =>
          list.orders.length === 0 ? (
            <p>{current.empty}</p>
          ) : (
            <>
              {list.orders.map((order) => (
                <OrderCard key={order.id} order={order} onRepeat={repeatOrder} repeating={repeating} />
              ))}
              <Pager page={list.page} pages={list.pages} label="Страницы заказов" />
            </>
          )
        }
      </QueryView>
    </>
  );
}
