import { useRef } from 'react';
import type { ProductCard } from '@apteka/contracts';
import { trackItems } from './ecommerce';
import { useImpression } from './impressions';
import { analyticsItem } from './items';

const cardItem = (product: ProductCard, listName: string, position: number | undefined) =>
  analyticsItem({
    id: product.id,
    name: product.name,
    price: product.price,
    brand: product.brand.name,
    categories: [product.categoryName],
    listName,
    ...(position !== undefined ? { index: position } : {}),
  });

/**
 * A product card of any remote (the catalogue's cards, the content's tiles) reports its impression once per page
 * view when half of it was on screen, and its click when its link is followed; `listName` names the list (the
 * card's source) for both, so every list reads alike whichever remote drew it.
 */
export function useProductCardAnalytics(product: ProductCard, listName: string, position: number | undefined) {
  const ref = useRef<HTMLElement>(null);
  useImpression(ref, `${listName}|${product.id}`, () =>
    trackItems('view_item_list', [cardItem(product, listName, position)], { item_list_name: listName }),
  );
  const onClick = () =>
    trackItems('select_item', [cardItem(product, listName, position)], { item_list_name: listName });
  return { ref, onClick };
}
