/**
 * The status the server answered the first page with. The server knows what the route table cannot (whether a
 * region segment, product or article exists), so an address it answered 404 shows the shell's 404 page, and no
 * remote, for as long as the shopper stays on that address.
 */
function notFoundAddress(): string | null {
  if (typeof document === 'undefined') return null;
  const status = document.querySelector<HTMLMetaElement>('meta[name="page-status"]')?.content;
  return status === '404' ? window.location.pathname : null;
}

const serverNotFound = notFoundAddress();

export function isServerNotFound(pathname: string): boolean {
  return serverNotFound !== null && pathname === serverNotFound;
}
