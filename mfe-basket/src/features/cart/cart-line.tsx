import type { Theme } from '@emotion/react';
import type { CartItem } from '@apteka/contracts';
import { focusRing, formatPrice, Link, VisuallyHidden } from '@apteka/ui';

/** One line of the basket: picture, name, quantity, unit price (special over base) and line sum. */
export function CartLine({ item }: { item: CartItem }) {
  const price = item.price;
  const unit = price ? (price.special ?? price.base) : null;
  const discounted = price !== null && price.special !== null && price.special < price.base;
  return (
    <li
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: '72px 1fr auto',
        gap: 16,
        alignItems: 'center',
        padding: '16px 0',
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      {item.image ? <img src={item.image} alt="" width={72} height={72} css={{ objectFit: 'contain' }} /> : <span />}
      <div>
        <Link
          href={`/catalog/product/${encodeURIComponent(item.slug)}`}
          css={(theme: Theme) => ({ color: theme.colors.text, fontWeight: 600, ...focusRing(theme) })}
        >
          {item.name}
        </Link>
        <p css={(theme: Theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted })}>
          {item.quantity} шт.
          {unit !== null && item.quantity > 1 && <> × {formatPrice(unit)}</>}
        </p>
      </div>
      <div css={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {unit === null ? (
          <span css={(theme: Theme) => ({ color: theme.colors.danger })}>Нет в продаже в выбранном регионе</span>
        ) : (
          <>
            <strong css={{ fontSize: 18 }}>{formatPrice(unit * item.quantity)}</strong>
            {discounted && (
              <div>
                <VisuallyHidden>Без скидки: </VisuallyHidden>
                <s css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{formatPrice(price.base * item.quantity)}</s>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}
