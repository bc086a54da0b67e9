import { useLayoutEffect } from 'react';
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

/**
 * «Каталог» is drawn up to three times over (the server's link, the disclosure's link while the menu's parcel loads,
 * then its button), and an element replaced while it has the focus drops it to the page: a control taken away with
 * the focus hands it to the one that takes its place in the same render, so a keyboard shopper goes on from
 * «Каталог» instead of from the top. A layout effect's cleanup runs while its element is still in the page.
 */
let handingOver = false;

/** The focus taken over by the control that has just taken the place of a focused «Каталог». */
export function useCatalogFocus(control: () => HTMLElement | null, drawn = true) {
  useLayoutEffect(() => {
    if (!drawn) return undefined;
    if (handingOver) {
      handingOver = false;
      const active = document.activeElement;
      if (active === null || active === document.body) control()?.focus();
    }
    return () => {
      const element = control();
      if (!element || document.activeElement !== element) return;
      handingOver = true;
      // nothing took its place in this render: the focus is not handed to a later one
      queueMicrotask(() => {
        handingOver = false;
      });
    };
  }, [control, drawn]);
}

const serverLink = () => document.querySelector<HTMLElement>(`[${CATALOG_LINK_ATTRIBUTE}]`);

/** 'Каталог' as the server draws it: a plain link to the catalogue, until the menu's disclosure takes its place. */
export function CatalogLink() {
  useCatalogFocus(serverLink);
  return (
    <Link href="/catalog" css={catalogButton} {...{ [CATALOG_LINK_ATTRIBUTE]: '' }}>
      Каталог
    </Link>
  );
}
