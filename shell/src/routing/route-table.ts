import { ownerOf, type RemoteName } from '@apteka/contracts';

export { ROUTE_TABLE, ownerOf, type RouteOwnership } from '@apteka/contracts';

/** Paths the shell answers itself. */
export const SHELL_ROUTES = { notFound: '/404' } as const;

/** The single-spa activity function of one remote. */
export const isActive = (remote: RemoteName) => (location: Location | URL) => ownerOf(location.pathname) === remote;
