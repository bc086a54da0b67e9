import { Suspense, useEffect, useState } from 'react';
import { lazyPart, runAhead } from '@apteka/ui';
import { useAppSelector } from '../store/make-store';
import { hasRemoteLoader } from '../federation/exposed-modules';
import { CATALOG_LINK_ATTRIBUTE, CatalogLink } from './catalog-link';

const CatalogDisclosure = lazyPart(() =>
  import(/* webpackChunkName: "catalog-menu" */ './catalog-disclosure').then((module) => module.CatalogDisclosure),
);

/**
 * Runs `swap` once the server's link does not hold the focus: at once, or when the focus leaves it. An element that
 * is replaced while it has the focus drops it to the page, and a keyboard shopper who has tabbed to the link would
 * start again from the top. Returns a cancel.
 */
function whenLinkUnfocused(swap: () => void): () => void {
  const link = document.querySelector(`[${CATALOG_LINK_ATTRIBUTE}]`);
  if (!link || document.activeElement !== link) {
    swap();
    return () => undefined;
  }
  const onFocusOut = () => {
    // The window losing the focus (another tab or window) fires focusout too, but the link stays the active element
    // and gets the focus back on the shopper's return: only a focusout that moves the focus away lets the swap run.
    if (document.activeElement === link) return;
    link.removeEventListener('focusout', onFocusOut);
    swap();
  };
  link.addEventListener('focusout', onFocusOut);
  return () => link.removeEventListener('focusout', onFocusOut);
}

/**
 * 'Каталог' in the header: the plain link the server draws, which a wide screen turns into the catalogue menu's
 * disclosure once the page has time (the menu's code and then the catalog's parcel loaded at idle, the table's
 * `drawnHidden`). A phone's header has no room for it (the bottom navigation's Каталог leads to the catalogue), so
 * there neither is loaded at all.
 */
export function CatalogMenu() {
  const onPhone = useAppSelector((state) => state.device.isSmallMobile);
  const [menuLoaded, setMenuLoaded] = useState(false);

  useEffect(() => {
    // no registry on this page (or a test without one): the link is all there is
    if (onPhone || menuLoaded || !hasRemoteLoader()) return undefined;
    let cancelled = false;
    let cancelSwap: () => void = () => undefined;
    const cancelWait = runAhead('drawnHidden', () => {
      CatalogDisclosure.load().then(
        () => {
          // a Tab that lands on the link between this decision and the render is handed to the disclosure by
          // `useCatalogFocus`
          if (!cancelled) cancelSwap = whenLinkUnfocused(() => setMenuLoaded(true));
        },
        (error: unknown) => console.warn('[shell] the catalogue menu is unavailable; keeping the link', error),
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      cancelSwap();
    };
  }, [onPhone, menuLoaded]);

  if (!menuLoaded) return <CatalogLink />;
  return (
    <Suspense fallback={<CatalogLink />}>
      <CatalogDisclosure />
    </Suspense>
  );
}
