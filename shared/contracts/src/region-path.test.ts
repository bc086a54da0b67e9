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

  it('prepends the region unless the target has no regions', () => {
    expect(withRegion('/catalog', { slug: 'kazan', id: 16 })).toBe('/kazan-16/catalog');
    expect(withRegion('/moskva-14/catalog', { slug: 'kazan', id: 16 })).toBe('/kazan-16/catalog');
    expect(withRegion('/lk', { slug: 'kazan', id: 16 }, true)).toBe('/lk');
  });
});
