import { effectivePrice, type ProductCard } from '@apteka/contracts';

export const FAVORITE_SORTS = [
  { value: 'newest', label: 'Сначала новые' },
  { value: 'oldest', label: 'Сначала старые' },
  { value: 'cheap', label: 'Сначала дешёвые' },
  { value: 'expensive', label: 'Сначала дорогие' },
] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number]['value'];

export const sortFrom = (value: string | null): FavoriteSort =>
  FAVORITE_SORTS.find((sort) => sort.value === value)?.value ?? 'newest';

/**
 * Favourites come from the server newest first. By price, the price the shopper would pay counts, and goods
 * without a price in the region go last in either direction.
 */
export function sortFavorites(items: readonly ProductCard[], sort: FavoriteSort): ProductCard[] {
  if (sort === 'newest') return [...items];
  if (sort === 'oldest') return [...items].reverse();
  const direction = sort === 'cheap' ? 1 : -1;
  const price = (product: ProductCard) => (product.price ? effectivePrice(product.price) : null);
  return [...items].sort((a, b) => {
    const [pa, pb] = [price(a), price(b)];
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  });
}
