import type { RouteObject } from 'react-router-dom';
import { patternCovers, routeMismatches } from './routes-against-table';

const page = (path: string): RouteObject => ({ path, element: <p>{path}</p> });

/** Exactly what ROUTE_TABLE gives the pharmacies: '/pharmacies/*', '/night-delivery', '/samovyvoz-i-dostavka/*'. */
const PHARMACIES = ['/pharmacies', '/pharmacies/:id', '/night-delivery', '/samovyvoz-i-dostavka/*'].map(page);

describe('a route checked against a pattern of ROUTE_TABLE', () => {
  it.each([
    ['/news/*', '/news', true],
    ['/news/*', '/news/:slug', true],
    ['/news/*', '/news/*', true],
    ['/stock/*', '/stock/lenses/guarantee', true],
    ['/authors/:id', '/authors/:id', true],
    ['/authors/:id', '/authors/ivanov', true],
    ['/', '/', true],
    ['/shared-cart/:id', '/shared-cart/*', false],
    ['/shared-cart/:id', '/shared-cart/:id/items', false],
    ['/authors/:id', '/authors', false],
    ['/catalog/*', '/catalogue', false],
    ['/search', '/search/*', false],
    ['/', '/contacts', false],
  ])('%s covers %s: %s', (pattern, path, covered) => {
    expect(patternCovers(pattern, path)).toBe(covered);
  });
});

describe("a remote's routes checked against ROUTE_TABLE", () => {
  it('agree when the remote draws exactly what the table gives it, its not-found page aside', () => {
    expect(routeMismatches({ name: 'pharmacies', routes: [...PHARMACIES, page('*')] })).toEqual([]);
  });

  it("name a route the table gives to another remote, or to none, and an optional segment's every path", () => {
    expect(
      routeMismatches({ name: 'pharmacies', routes: [...PHARMACIES, page('/catalog'), page('/night-delivery/:day?')] }),
    ).toEqual([
      'the pharmacies remote draws /catalog, which ROUTE_TABLE does not give to it',
      'the pharmacies remote draws /night-delivery/:day, which ROUTE_TABLE does not give to it',
    ]);
  });

  it('name an address the table gives the remote that none of its pages draws, its not-found page being none', () => {
    const routes = [page('/pharmacies/:id'), page('/samovyvoz-i-dostavka/*'), page('*')];
    expect(routeMismatches({ name: 'pharmacies', routes })).toEqual([
      'ROUTE_TABLE gives /pharmacies/* to the pharmacies remote, whose pages do not draw /pharmacies',
      'ROUTE_TABLE gives /night-delivery to the pharmacies remote, whose pages do not draw /night-delivery',
    ]);
  });

  it('read nested routes joined to their parents, and a nested "*" as a page of its parent', () => {
    const lk: RouteObject = { path: '/lk', children: [{ index: true, element: <p /> }, page('*')] };
    expect(routeMismatches({ name: 'account', routes: [lk, page('*')] })).toEqual([]);
    const moved: RouteObject = { path: '/account', children: [{ index: true, element: <p /> }, page('orders')] };
    expect(routeMismatches({ name: 'account', routes: [moved, page('*')] })).toEqual([
      'the account remote draws /account, which ROUTE_TABLE does not give to it',
      'the account remote draws /account/orders, which ROUTE_TABLE does not give to it',
      'ROUTE_TABLE gives /lk/* to the account remote, whose pages do not draw /lk',
      'ROUTE_TABLE gives /lk/* to the account remote, whose pages do not draw /lk/x',
    ]);
  });
});
