import type { Theme } from '@emotion/react';
import { BottomBar, formatPrice } from '@apteka/ui';
import { CheckoutLink, checkoutLinkCss } from './checkout-link';

/** Room the bar takes at the foot of the page, so the last line of the basket is never under it. */
export const PHONE_CHECKOUT_BAR_ROOM = 80;

/**
 * On phones and tablets the total and «Перейти к оформлению» stay in reach at the foot of the window while the
 * shopper looks through a long basket.
 */
export function PhoneCheckoutBar({ total, href }: { total: number; href: string }) {
  return (
    <BottomBar label="Итог и оформление" data-testid="phone-checkout-bar">
      <p css={{ margin: 0 }}>
        Итого: <strong css={{ fontSize: 18 }}>{formatPrice(total)}</strong>
      </p>
      <CheckoutLink href={href} css={(theme: Theme) => ({ ...checkoutLinkCss(theme), padding: '0 16px' })}>
        Перейти к оформлению
      </CheckoutLink>
    </BottomBar>
  );
}
