import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { useBus } from '@apteka/bus';
import { focusRing, Link } from '@apteka/ui';
import { useAppDispatch } from '../../store';
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
 * A link to checkout whose tap asks for what checkout shows, so the form does not wait for its own first render. The
 * touch asks already: the click that follows it comes after the browser's tap delay, and its handler leads into
 * drawing the next page, which the requests would wait behind. A click without a touch (a key) asks then.
 */
export function CheckoutLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const bus = useBus();
  const ask = () => askBasketAnswersAhead(dispatch, href, bus);
  return (
    <Link href={href} className={className} onPointerDown={ask} onClick={ask}>
      {children}
    </Link>
  );
}
