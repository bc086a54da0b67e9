import type { Theme } from '@emotion/react';
import { aboveBottomNav } from '@apteka/contracts';
import { formatPrice, Link } from '@apteka/ui';
import { checkoutLinkCss } from './checkout-link';

/** Room the bar takes at the foot of the page, so the last line of the basket is never under it. */
export const PHONE_CHECKOUT_BAR_ROOM = 80;

/**
 * On phones and tablets the total and «Перейти к оформлению» stay in reach at the foot of the window while the
 * shopper looks through a long basket.
 */
export function PhoneCheckoutBar({ total, href }: { total: number; href: string }) {
  return (
    <div
      role="region"
      aria-label="Итог и оформление"
      data-testid="phone-checkout-bar"
      css={(theme: Theme) => ({
        display: 'none',
        '@media (max-width: 1023px)': { display: 'flex' },
        position: 'fixed',
        insetInline: 0,
        bottom: aboveBottomNav,
        zIndex: 20,
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '8px 16px',
        background: theme.colors.background,
        borderTop: `1px solid ${theme.colors.border}`,
        boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.12)',
      })}
    >
      <p css={{ margin: 0 }}>
        Итого: <strong css={{ fontSize: 18 }}>{formatPrice(total)}</strong>
      </p>
      <Link href={href} css={(theme: Theme) => ({ ...checkoutLinkCss(theme), padding: '0 16px' })}>
        Перейти к оформлению
      </Link>
    </div>
  );
}
