import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import type { CartTotals as Totals } from '@apteka/contracts';
import { formatPrice } from '@apteka/ui';

const row = { display: 'flex', justifyContent: 'space-between', gap: 16, margin: '8px 0' } as const;

/** The sums of the basket, all in kopecks from the server (nothing is recalculated here). */
export function CartTotals({
  totals,
  title = 'Ваш заказ',
  children,
}: {
  totals: Totals;
  title?: string;
  children?: ReactNode;
}) {
  const saving = (label: string, amount: number) =>
    amount > 0 && (
      <div css={row}>
        <dt>{label}</dt>
        <dd css={(theme: Theme) => ({ margin: 0, color: theme.colors.success })}>−{formatPrice(amount)}</dd>
      </div>
    );
  return (
    <section
      aria-labelledby="basket-totals-title"
      css={(theme: Theme) => ({ background: theme.colors.surface, borderRadius: theme.radius, padding: 20 })}
    >
      <h2 id="basket-totals-title" css={{ fontSize: 20, margin: '0 0 12px' }}>
        {title}
      </h2>
      <dl css={{ margin: 0 }}>
        <div css={row}>
          <dt>Товары</dt>
          <dd css={{ margin: 0 }}>{formatPrice(totals.goods)}</dd>
        </div>
        {saving('Скидка', totals.discount)}
        {saving('Купон', totals.coupon)}
        {saving('Бонусы', totals.bonus)}
        <div css={row}>
          <dt>Доставка</dt>
          <dd css={{ margin: 0 }}>{totals.delivery > 0 ? formatPrice(totals.delivery) : 'Бесплатно'}</dd>
        </div>
        <div css={[row, { fontWeight: 700, fontSize: 20, marginTop: 16 }]}>
          <dt>Итого</dt>
          <dd css={{ margin: 0 }}>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
