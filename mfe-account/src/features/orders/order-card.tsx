import type { Theme } from '@emotion/react';
import { ORDER_STATUS_TEXT, orderPath, plural, PLURALS, type Order } from '@apteka/contracts';
import { Button, formatPrice, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { textLink } from '../../common/form-styles';
import { formatDate } from '@apteka/ui';

export type OrderCardVariant = 'CABINET' | 'DETAIL';

interface OrderCardProps {
  order: Order;
  variant?: OrderCardVariant;
  onRepeat?: (order: Order) => void;
  repeating?: boolean;
}

/** An order in the account's lists (CABINET): number, date, status, where, what and how much, and its actions. */
export function OrderCard({ order, variant = 'CABINET', onRepeat, repeating = false }: OrderCardProps) {
  const regionPath = useRegionPath();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const where =
    order.receivingMethod === 'deliverycourier'
      ? `Доставка: ${order.courierAddress ?? 'адрес уточняется'}`
      : `Самовывоз: ${order.store ? `${order.store.name}, ${order.store.address}` : 'аптека уточняется'}`;
  return (
    <article
      data-variant={variant}
      aria-labelledby={`order-${order.id}`}
      css={(theme: Theme) => ({
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: 16,
        marginBottom: 16,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <h3 id={`order-${order.id}`} css={{ fontSize: 18, margin: 0 }}>
          Заказ №{order.id} от {formatDate(order.createdAt)}
        </h3>
        <strong>{ORDER_STATUS_TEXT[order.status]}</strong>
      </div>
      <p css={{ margin: '8px 0' }}>{where}</p>
      <p css={(theme: Theme) => ({ margin: '8px 0', color: theme.colors.textMuted })}>
        {units} {plural(units, PLURALS.product)}: {order.items.map((item) => item.name).join(', ')}
      </p>
      <p css={{ margin: '8px 0', fontSize: 18 }}>
        Итого: <strong>{formatPrice(order.totalAmount)}</strong>
        {order.bonusAmount > 0 && ` (из них бонусами ${formatPrice(order.bonusAmount)})`}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Link href={regionPath(orderPath(order.id))} css={(theme: Theme) => textLink(theme)}>
          Подробнее о заказе №{order.id}
        </Link>
        {onRepeat && (
          <Button variant="secondary" disabled={repeating} onClick={() => onRepeat(order)}>
            Повторить заказ
          </Button>
        )}
      </div>
    </article>
  );
}
