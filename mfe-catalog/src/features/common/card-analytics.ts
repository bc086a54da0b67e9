import { useRef } from 'react';
import { analyticsItem, trackItems, useImpression } from '@apteka/analytics';
import type { ProductCard } from '@apteka/contracts';

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
 * A card reports its impression once per page view when half of it was on screen, and its click when its link
 * is followed; `listName` names the list (the card's source) for both.
 */
export function useCardAnalytics(product: ProductCard, listName: string, position: number | undefined) {
  const ref = useRef<HTMLElement>(null);
  useImpression(ref, `${listName}|${product.id}`, () =>
    trackItems('view_item_list', [cardItem(product, listName, position)], { item_list_name: listName }),
  );
  const onClick = () =>
    trackItems('select_item', [cardItem(product, listName, position)], { item_list_name: listName });
  return { ref, onClick };
}
