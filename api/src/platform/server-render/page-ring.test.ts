import { pageRing } from './page-ring';

const SERVERS = ['127.0.0.1:3101', '127.0.0.1:3102', '127.0.0.1:3103'];
const ADDRESSES = Array.from({ length: 600 }, (_, n) => `/catalog/product/product-${n}?page=${n % 7}`);

describe('the page ring', () => {
  // read from Debian's nginx 1.22 with `hash $request_uri consistent` over these three upstreams
  test.each([
    ['/', '127.0.0.1:3103'],
    ['/catalog', '127.0.0.1:3101'],
    ['/pharmacies', '127.0.0.1:3101'],
    ['/catalog/lekarstva', '127.0.0.1:3102'],
    ['/catalog/product/nurofen-express-200-mg-12', '127.0.0.1:3102'],
    ['/catalog/lekarstva/prostuda?sort=price', '127.0.0.1:3101'],
    ['/articles/kak-vybrat-termometr', '127.0.0.1:3103'],
    ['/basket', '127.0.0.1:3101'],
  ])('sends %s where nginx sends it: %s', (address, server) => {
    expect(pageRing({ servers: SERVERS, self: SERVERS[0]! }).ownerOf(address)).toBe(server);
  });

  test('gives every address to exactly one instance, and each instance a share', () => {
    const rings = SERVERS.map((self) => pageRing({ servers: SERVERS, self }));
    const owners = ADDRESSES.map((address) => rings.filter((ring) => ring.owns(address)).length);
    expect(new Set(owners)).toEqual(new Set([1]));
    for (const ring of rings) {
      const share = ADDRESSES.filter(ring.owns).length / ADDRESSES.length;
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThan(0.5);
    }
  });

  test('moves only the addresses of an instance that leaves the ring', () => {
    const all = pageRing({ servers: SERVERS, self: SERVERS[0]! });
    const fewer = pageRing({ servers: SERVERS.slice(0, 2), self: SERVERS[0]! });
    const moved = ADDRESSES.filter((address) => all.ownerOf(address) !== fewer.ownerOf(address));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((address) => all.ownerOf(address) === SERVERS[2])).toBe(true);
  });

  test('is refused when the instance is not one of its servers', () => {
    expect(() => pageRing({ servers: SERVERS, self: '127.0.0.1:3104' })).toThrow('127.0.0.1:3104');
  });
});
