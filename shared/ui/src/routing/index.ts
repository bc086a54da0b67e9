export * from './region-routes';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export {
  lazyPage,
  loadEveryPage,
  loadLinkedPages,
  loadPageOf,
  matchLinkedPagesAhead,
  mountingWithPage,
  type LazyPage,
} from './lazy-page';
