import type { Theme } from '@emotion/react';
import { effectivePrice } from '@apteka/contracts';
import { formatPrice } from '@apteka/ui';

/** The current price, and with a special price the base price struck through and the discount. */
export function Price({
  price,
  discountPercent,
  large = false,
}: {
  price: { base: number; special: number | null } | null;
  discountPercent: number;
  large?: boolean;
}) {
  if (!price) return <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>Цена не указана</p>;
  const current = effectivePrice(price);
  return (
    <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8 }} data-testid="price">
      <span css={{ fontSize: large ? 28 : 20, fontWeight: 700 }}>{formatPrice(current)}</span>
      {price.special !== null && (
        <>
          <del css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
            <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              Без скидки:{' '}
            </span>
            {formatPrice(price.base)}
          </del>
          {discountPercent > 0 && (
            <span
              css={(theme: Theme) => ({
                background: theme.colors.danger,
                color: '#fff',
                borderRadius: 4,
                padding: '0 6px',
                fontSize: 14,
              })}
            >
              Скидка {discountPercent}%
            </span>
          )}
        </>
      )}
    </p>
  );
}

/** 'в 1 аптеке', 'в 3 аптеках' (prepositional case). */
export function inPharmacies(n: number): string {
  return `в ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'аптеке' : 'аптеках'}`;
}
