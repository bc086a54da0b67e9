import type { Theme } from '@emotion/react';
import { Link, focusRing } from '@apteka/ui';

// The link the server draws and the button that takes its place once the menu has loaded are one box: a button is
// sized border-box by the browser, so the link is too, or the header would shrink 16 px under the shopper.
export const catalogButton = (theme: Theme) => ({
  boxSizing: 'border-box' as const,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 14px',
  minHeight: 44,
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: 600,
  '&:hover': { background: theme.colors.primaryHover },
  ...focusRing(theme),
});

/** Marks the server's link, so the menu can tell whether it holds the focus before taking its place. */
export const CATALOG_LINK_ATTRIBUTE = 'data-catalog-link';

/** 'Каталог' as the server draws it: a plain link to the catalogue, until the menu's disclosure takes its place. */
export function CatalogLink() {
  return (
    <Link href="/catalog" css={catalogButton} {...{ [CATALOG_LINK_ATTRIBUTE]: '' }}>
      Каталог
    </Link>
  );
}
