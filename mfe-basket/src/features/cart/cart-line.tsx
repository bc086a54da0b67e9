import { useState } from 'react';
import type { Theme } from '@emotion/react';
import { effectivePrice, productPath, type CartItem } from '@apteka/contracts';
import { Button, focusRing, formatPrice, Link, VisuallyHidden } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { lineStatusText } from './line-status';
import { QuantityStepper } from './quantity-stepper';
import { Replacements } from './replacements';

export interface CartLineProps {
  item: CartItem;
  busy?: boolean;
  /** may return a promise: the stepper shows the new number until it settles */
  onQuantity?: (quantity: number) => unknown;
  onRemove?: () => void;
}

/** One line of the basket: picture, name, availability, quantity stepper, unit price (special over base) and line sum. */
export function CartLine({ item, busy = false, onQuantity, onRemove }: CartLineProps) {
  const [showReplacements, setShowReplacements] = useState(false);
  const price = item.price;
  const regionPath = useRegionPath();
  const unit = price ? effectivePrice(price) : null;
  const discounted = price !== null && price.special !== null && price.special < price.base;
  const status = lineStatusText(item);
  return (
    <li
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: '72px 1fr auto',
        gap: 16,
        alignItems: 'start',
        padding: '16px 0',
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      {item.image ? <img src={item.image} alt="" width={72} height={72} css={{ objectFit: 'contain' }} /> : <span />}
      <div>
        <Link
          href={regionPath(productPath(item.slug))}
          css={(theme: Theme) => ({ color: theme.colors.text, fontWeight: 600, ...focusRing(theme) })}
        >
          {item.name}
        </Link>
        <p
          css={(theme: Theme) => ({
            margin: '4px 0 0',
            color: status.blocking ? theme.colors.danger : theme.colors.success,
            fontWeight: 600,
          })}
        >
          {status.text}
        </p>
        {item.isPrescription && item.status !== 'not_available_delivery' && (
          <p css={(theme: Theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted })}>
            Рецептурный препарат: только самовывоз
          </p>
        )}
        <p css={(theme: Theme) => ({ margin: '4px 0 8px', color: theme.colors.textMuted })}>
          {item.quantity} шт.
          {unit !== null && item.quantity > 1 && <> × {formatPrice(unit)}</>}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {onQuantity && (
            <QuantityStepper name={item.name} quantity={item.quantity} disabled={busy} onChange={onQuantity} />
          )}
          {onRemove && (
            <Button variant="link" onClick={onRemove} disabled={busy} aria-label={`Удалить ${item.name} из корзины`}>
              Удалить
            </Button>
          )}
          {status.blocking && item.status !== 'not_enough' && (
            <Button
              variant="link"
              aria-expanded={showReplacements}
              onClick={() => setShowReplacements((open) => !open)}
            >
              Подобрать замену
            </Button>
          )}
        </div>
        {showReplacements && <Replacements productId={item.productId} />}
      </div>
      <div css={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {unit !== null && (
          <>
            <strong css={{ fontSize: 18 }}>{formatPrice(unit * item.quantity)}</strong>
            {discounted && (
              <div>
                <VisuallyHidden>Без скидки: </VisuallyHidden>
                <s css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
                  {formatPrice(price.base * item.quantity)}
                </s>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}
