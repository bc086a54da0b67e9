import { useEffect, useRef } from 'react';
import type { Theme } from '@emotion/react';
import { orderPath, type Order } from '@apteka/contracts';
import { Button, formatDate, formatPrice, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';

/** What a reservation came to: its number, where and until when to collect it, and the way to its order page. */
export function BookingConfirmation({ order, onDone }: { order: Order; onDone: () => void }) {
  const regionPath = useRegionPath();
  const heading = useRef<HTMLParagraphElement>(null);
  // the form the shopper was in is gone: the answer takes the focus, so it is read out
  useEffect(() => heading.current?.focus(), []);
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div>
      <p ref={heading} tabIndex={-1} css={{ fontSize: 20, fontWeight: 600, margin: '0 0 12px', outline: 'none' }}>
        Заказ № {order.id} забронирован
      </p>
      <dl
        css={(theme: Theme) => ({
          margin: '0 0 16px',
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '6px 12px',
          dt: { color: theme.colors.textMuted },
          dd: { margin: 0 },
        })}
      >
        <dt>Товар</dt>
        <dd>
          {order.items.map((line) => line.name).join(', ')} — {units} уп.
        </dd>
        {order.store && (
          <>
            <dt>Аптека</dt>
            <dd>
              {order.store.address} ({order.store.name})
            </dd>
          </>
        )}
        {order.reserveUntil && (
          <>
            <dt>Храним до</dt>
            <dd>{formatDate(order.reserveUntil)}</dd>
          </>
        )}
        <dt>К оплате</dt>
        <dd>{formatPrice(order.totalAmount)} при получении в аптеке</dd>
      </dl>
      <p css={{ margin: '0 0 16px' }}>Покажите номер заказа в аптеке. Его статус — на странице заказа.</p>
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link
          href={regionPath(orderPath(order.id, { signature: order.signature }))}
          css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
        >
          Открыть заказ
        </Link>
        <Button onClick={onDone}>Готово</Button>
      </div>
    </div>
  );
}
