import { useTheme } from '@emotion/react';
import { framePageTitle, notFoundPageTitle, splitRegionPrefix } from '@apteka/contracts';
import { useDocumentTitle } from '@apteka/ui';
import { usePageAddressPart } from './use-route-owner';

/** The page a path shows, as titles know it: without the region segment and trailing slashes. */
const pageOf = (address: string) => splitRegionPrefix(address.split('?')[0] ?? '/').path.replace(/\/+$/, '') || '/';

/**
 * Names the document after a move to the home page, a section page (the basket, the account, search…) or an
 * address no remote owns, as the server names it on a first visit. A page named after what it shows (a product, a
 * category, an article) is named by the remote that draws it, once it knows the name. Drawn apart from the layout,
 * so only this is drawn again when the path changes.
 */
export function PageTitle({ notFound }: { notFound: boolean }) {
  const storeName = useTheme().name;
  const title = usePageAddressPart((address) =>
    notFound ? notFoundPageTitle(storeName) : (framePageTitle(pageOf(address), storeName) ?? ''),
  );
  useDocumentTitle(title || null);
  return null;
}
