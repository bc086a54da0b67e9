import { adSlotAfter, adSlotCount, interleaveAds } from './ad-slots';

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);
const positionsOfAds = (entries: { kind: string }[]) =>
  entries.flatMap((entry, i) => (entry.kind === 'ad' ? [i + 1] : []));

describe('ad slots in a listing', () => {
  it('puts the first ad after the 3rd product and then one every 15 places: positions 4, 19, 34, 49', () => {
    const entries = interleaveAds(range(50), ['a', 'b', 'c', 'd', 'e']);
    expect(positionsOfAds(entries)).toEqual([4, 19, 34, 49]);
    expect(entries.filter((entry) => entry.kind === 'ad').map((entry) => entry.item)).toEqual(['a', 'b', 'c', 'd']);
    expect(entries.filter((entry) => entry.kind === 'product').map((entry) => entry.item)).toEqual(range(50));
  });

  it('keeps counting across pages: page 2 of 24 starts at product 24', () => {
    const first = interleaveAds(range(24), ['a', 'b', 'c']);
    const second = interleaveAds(range(24, 24), ['a', 'b', 'c'], 24);
    expect(positionsOfAds([...first, ...second])).toEqual([4, 19, 34]);
    expect(second.find((entry) => entry.kind === 'ad')).toEqual({ kind: 'ad', item: 'c', slot: 2 });
  });

  it('leaves a slot without an ad empty, and has no slot before the 3rd product', () => {
    expect(positionsOfAds(interleaveAds(range(40), ['a']))).toEqual([4]);
    expect(positionsOfAds(interleaveAds(range(2), ['a']))).toEqual([]);
    expect(positionsOfAds(interleaveAds(range(3), ['a']))).toEqual([4]);
  });

  it('counts and finds slots', () => {
    expect([0, 1, 2, 3, 16, 17, 30].map(adSlotAfter)).toEqual([null, null, 0, null, 1, null, 2]);
    expect([0, 2, 3, 16, 17, 24, 31, 48].map(adSlotCount)).toEqual([0, 0, 1, 1, 2, 2, 3, 4]);
  });
});
