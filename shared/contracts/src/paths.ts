/**
 * Paths of pages that more than one team links to. Each remote prepends the region segment through its router
 * (`useRegionPath`), so a link keeps the shopper's region wherever it is built.
 */

export const productPath = (slug: string): string => `/catalog/product/${encodeURIComponent(slug)}`;

export interface OrderPathOptions {
  /** the order's signature: the page opens for anyone holding the link */
  signature?: string;
  /** the thank-you version of the page, right after checkout */
  thanks?: boolean;
  /** back from the acquirer's page: the order is polled until the payment arrives */
  payed?: boolean;
}

export function orderPath(orderId: number, { signature, thanks, payed }: OrderPathOptions = {}): string {
  const query = new URLSearchParams();
  if (signature !== undefined) query.set('signature', signature);
  if (thanks) query.set('thanks', '1');
  if (payed) query.set('payed', '1');
  const search = query.toString();
  return `/order/${orderId}${search ? `?${search}` : ''}`;
}
