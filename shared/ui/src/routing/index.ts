export * from './region-routes';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
