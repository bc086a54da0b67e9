import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { useBus } from '@apteka/bus';
import { focusRing, Link } from '@apteka/ui';
import { useAppDispatch } from '../../remote';
import { askBasketAnswersAhead } from './basket-answers-ahead';

/** «Перейти к оформлению»: the basket's main action, a link that looks like the primary button. */
export const checkoutLinkCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '0 20px',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  ...focusRing(theme),
});

/**
 * A link to checkout whose click asks for what checkout shows, so the form does not wait for its own first render. A
 * tap has asked already at its touch, through the shell's announcement (`askBasketAnswersOnTouch`), and this click
 * finds those answers on their way; a click without a touch (a key) asks here.
 */
export function CheckoutLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const bus = useBus();
  const ask = () => askBasketAnswersAhead(dispatch, href, bus);
  return (
    <Link href={href} className={className} onClick={ask}>
      {children}
    </Link>
  );
}
