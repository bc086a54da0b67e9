import type { Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';

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
