import { closedToCrawlers, robotsTxt } from './robots';

test('an address is closed to crawlers as robots.txt reads: its rules are prefixes, and * stands for any characters', () => {
  const closed = ['/basket/', '/lk', '/lk/orders', '/shared-cart/a1b2', '/search', '/search?q=аспирин'];
  const closedWithStar = ['/msk/basket/', '/catalog/lekarstva?sort=price', '/catalog/search', '/api/catalog'];
  // '/catalog/lekarstva' is open: the question mark of '/catalog/*?' is the query's, not a pattern's
  const open = ['/', '/catalog', '/catalog/lekarstva', '/catalog/product/nurofen', '/pharmacies', '/basket'];
  for (const address of [...closed, ...closedWithStar])
    expect([address, closedToCrawlers(address)]).toEqual([address, true]);
  for (const address of open) expect([address, closedToCrawlers(address)]).toEqual([address, false]);
  expect(robotsTxt('https://apteka.example')).toContain('\nDisallow: /catalog/*?\n');
});
