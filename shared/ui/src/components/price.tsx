import type { Theme } from '@emotion/react';
import { effectivePrice } from '@apteka/contracts';
import { formatPrice } from '../format/money';
import { media } from '../theme/media';
import { visuallyHidden } from './visually-hidden';

const phone = media.below('smallMobile');
/**
 * In a phone's card: the price beside the picture, the base price under it, the discount on the picture's corner,
 * as short as the corner is («−15%»; a screen reader still reads «Скидка 15%»).
 */
const inPhoneCard = {
  price: { [phone]: { gridArea: 'price', gap: '0 6px' } },
  current: { [phone]: { fontSize: 18, lineHeight: '22px' } },
  base: { [phone]: { fontSize: 13 } },
  discount: { [phone]: { position: 'absolute', top: 4, left: 4, fontSize: 13, fontWeight: 600 } },
  discountWord: { [phone]: visuallyHidden },
  discountAmount: { [phone]: { '&::before': { content: '"−" / ""' } } },
} as const;

/** The current price, and with a special price the base price struck through and the discount. */
export function Price({
  price,
  discountPercent,
  large = false,
  inCard = false,
}: {
  price: { base: number; special: number | null } | null;
  discountPercent: number;
  large?: boolean;
  /** a product card's price, which a phone's card places in its grid (`phoneCard`) */
  inCard?: boolean;
}) {
  if (!price)
    return (
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, ...(inCard ? inPhoneCard.price : {}) })}>
        Цена не указана
      </p>
    );
  const current = effectivePrice(price);
  return (
    <p
      css={[
        { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8 },
        inCard && inPhoneCard.price,
      ]}
      data-testid="price"
    >
      <span css={[{ fontSize: large ? 28 : 20, fontWeight: 700 }, inCard && inPhoneCard.current]}>
        {formatPrice(current)}
      </span>
      {price.special !== null && (
        <>
          <del css={(theme: Theme) => ({ color: theme.colors.textMuted, ...(inCard ? inPhoneCard.base : {}) })}>
            <span css={visuallyHidden}>Без скидки: </span>
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
                ...(inCard ? inPhoneCard.discount : {}),
              })}
            >
              <span css={inCard ? inPhoneCard.discountWord : undefined}>Скидка </span>
              <span css={inCard ? inPhoneCard.discountAmount : undefined}>{discountPercent}%</span>
            </span>
          )}
        </>
      )}
    </p>
  );
}
