import { splitRegionPrefix, withRegion } from './region-path';

describe('region path segment', () => {
  it('splits a leading region segment off the path', () => {
    expect(splitRegionPrefix('/moskva-14/catalog/lekarstva')).toEqual({
      region: { slug: 'moskva', id: 14 },
      path: '/catalog/lekarstva',
    });
    expect(splitRegionPrefix('/sankt-peterburg-27')).toEqual({
      region: { slug: 'sankt-peterburg', id: 27 },
      path: '/',
    });
  });

  it('leaves paths without a region segment alone', () => {
    expect(splitRegionPrefix('/night-delivery')).toEqual({ region: null, path: '/night-delivery' });
    expect(splitRegionPrefix('/catalog/product/nurofen-200')).toEqual({
      region: null,
      path: '/catalog/product/nurofen-200',
    });
    expect(splitRegionPrefix('/')).toEqual({ region: null, path: '/' });
  });

  it('takes no segment whose id is beyond PostgreSQL integer range for a region', () => {
    expect(splitRegionPrefix('/x-2147483647/catalog').region).toEqual({ slug: 'x', id: 2147483647 });
    expect(splitRegionPrefix('/x-2147483648/catalog')).toEqual({ region: null, path: '/x-2147483648/catalog' });
    expect(splitRegionPrefix('/moskva-99999999999999999999999')).toEqual({
      region: null,
      path: '/moskva-99999999999999999999999',
    });
  });

  it('prepends the region unless the target has no regions', () => {
    expect(withRegion('/catalog', { slug: 'kazan', id: 16 })).toBe('/kazan-16/catalog');
    expect(withRegion('/moskva-14/catalog', { slug: 'kazan', id: 16 })).toBe('/kazan-16/catalog');
    expect(withRegion('/lk', { slug: 'kazan', id: 16 }, true)).toBe('/lk');
  });
});
