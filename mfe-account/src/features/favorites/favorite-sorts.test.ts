import type { ProductCard } from '@apteka/contracts';
import { sortFavorites, sortFrom } from './favorite-sorts';

const card = (id: number, price: { base: number; special: number | null } | null) => ({ id, price }) as ProductCard;
// as the server answers: the latest added first
const ITEMS = [
  card(1, { base: 50000, special: 30000 }),
  card(2, null),
  card(3, { base: 40000, special: null }),
  card(4, { base: 10000, special: null }),
];
const ids = (items: ProductCard[]) => items.map((item) => item.id);

describe('favourite sorts', () => {
  it('keeps the order of adding, either way round', () => {
    expect(ids(sortFavorites(ITEMS, 'newest'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortFavorites(ITEMS, 'oldest'))).toEqual([4, 3, 2, 1]);
  });

  it('sorts by the price the shopper pays, goods without a price last', () => {
    expect(ids(sortFavorites(ITEMS, 'cheap'))).toEqual([4, 1, 3, 2]);
    expect(ids(sortFavorites(ITEMS, 'expensive'))).toEqual([3, 1, 4, 2]);
  });

  it('reads the sort of the address, newest by default', () => {
    expect(sortFrom('expensive')).toBe('expensive');
    expect(sortFrom('price')).toBe('newest');
    expect(sortFrom(null)).toBe('newest');
  });
});
