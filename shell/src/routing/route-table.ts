import { ownerOf, type RemoteName } from '@apteka/contracts';
import { isServerNotFound } from './server-status';

export { ROUTE_TABLE, ownerOf, type RouteOwnership } from '@apteka/contracts';

/** Paths the shell answers itself. */
export const SHELL_ROUTES = { notFound: '/404' } as const;

/** The remote that shows a page address; null for the shell's 404 page. */
export const pageOwner = (pathname: string): RemoteName | null =>
  isServerNotFound(pathname) ? null : ownerOf(pathname);

/** The same, for a server render of the page answered with `status`: a 404 is the shell's own page. */
export const serverPageOwner = (pathname: string, status: number): RemoteName | null =>
  status === 404 ? null : ownerOf(pathname);

/** The single-spa activity function of one remote. */
export const isActive = (remote: RemoteName) => (location: Location | URL) => pageOwner(location.pathname) === remote;
