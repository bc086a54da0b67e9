import { REMOTE_NAMES } from '@apteka/contracts';
import { ROUTE_TABLE, ownerOf } from './route-table';

describe('route ownership', () => {
  it.each([
    ['/', 'content'],
    ['/articles/tags/zdorovye', 'content'],
    ['/stock/lenses/guarantee', 'content'],
    ['/basic-pages/faq', 'content'],
    ['/catalog', 'catalog'],
    ['/catalog/product/nurofen-tabletki-200-mg-20-sht-12', 'catalog'],
    ['/catalog/search/allergiya', 'catalog'],
    ['/search', 'catalog'],
    ['/alphabet_mnn/p/paracetamol', 'catalog'],
    ['/dermakosmetika', 'catalog'],
    ['/basket/', 'basket'],
    ['/shared-cart/8c1f', 'basket'],
    ['/gde-moy-zakaz', 'basket'],
    ['/lk', 'account'],
    ['/lk/orders', 'account'],
    ['/pharmacies', 'pharmacies'],
    ['/pharmacies/125', 'pharmacies'],
    ['/night-delivery', 'pharmacies'],
    ['/samovyvoz-i-dostavka/pickup', 'pharmacies'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('resolves a path with a leading region segment to the same owner', () => {
    expect(ownerOf('/kazan-16/catalog/lekarstva')).toBe('catalog');
    expect(ownerOf('/moskva-14')).toBe('content');
    expect(ownerOf('/sankt-peterburg-27/pharmacies')).toBe('pharmacies');
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(ownerOf('/no-such-page')).toBeNull();
    expect(ownerOf('/404')).toBeNull();
    expect(ownerOf('/lkx')).toBeNull();
    expect(ownerOf('/shared-cart/1/2')).toBeNull();
  });

  it('gives every remote at least one route', () => {
    const owned = new Set(ROUTE_TABLE.map((route) => route.owner));
    expect(REMOTE_NAMES.filter((remote) => !owned.has(remote))).toEqual([]);
  });
});
