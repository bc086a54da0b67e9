import type { RouteObject } from 'react-router-dom';
import { pageRouteOf } from './page-route';

const routes: RouteObject[] = [
  { path: '/catalog', element: null },
  { path: '/catalog/product/*', element: null },
  { path: '/catalog/*', element: null },
];

describe('the route that draws an address', () => {
  it('is the most specific matching pattern, with or without a region segment and a query string', () => {
    expect(pageRouteOf(routes, '/catalog/product/nurofen')).toBe('/catalog/product/*');
    expect(pageRouteOf(routes, '/moskva-14/catalog/product/nurofen?from=search')).toBe('/catalog/product/*');
    expect(pageRouteOf(routes, '/catalog/lekarstva/prostuda')).toBe('/catalog/*');
    expect(pageRouteOf(routes, '/catalog')).toBe('/catalog');
  });

  it('is undefined where no route matches', () => {
    expect(pageRouteOf(routes, '/pharmacies')).toBeUndefined();
  });
});
