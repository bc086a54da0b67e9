import type { AnalyticsItem } from './events';

/** Kopecks to the rubles analytics reports. */
export const rubles = (kopecks: number): number => Math.round(kopecks) / 100;

/** A category path keeps at most 4 segments: item_category … item_category4. */
export function categoryFields(
  path: readonly string[],
): Pick<AnalyticsItem, 'item_category' | 'item_category2' | 'item_category3' | 'item_category4'> {
  const [first, second, third, fourth] = path.filter(Boolean);
  return {
    ...(first ? { item_category: first } : {}),
    ...(second ? { item_category2: second } : {}),
    ...(third ? { item_category3: third } : {}),
    ...(fourth ? { item_category4: fourth } : {}),
  };
}

export interface ItemSource {
  id: number | string;
  name: string;
  /** kopecks */
  price: { base: number; special: number | null } | null;
  quantity?: number;
  brand?: string | null;
  categories?: readonly string[];
  listName?: string;
  /** position in the list, from 0 */
  index?: number;
}

/** A product as analytics reports it: the price paid per unit and the discount from the base price, in rubles. */
export function analyticsItem(source: ItemSource): AnalyticsItem {
  const base = source.price?.base ?? 0;
  const paid = source.price?.special ?? base;
  return {
    item_id: String(source.id),
    item_name: source.name,
    ...(source.brand ? { item_brand: source.brand } : {}),
    ...categoryFields(source.categories ?? []),
    ...(source.listName ? { item_list_name: source.listName } : {}),
    ...(source.index !== undefined ? { index: source.index } : {}),
    price: rubles(paid),
    ...(paid < base ? { discount: rubles(base - paid) } : {}),
    quantity: source.quantity ?? 1,
  };
}

/** What the items cost together, in rubles. */
export const itemsValue = (items: readonly AnalyticsItem[]): number =>
  Math.round(items.reduce((sum, item) => sum + item.price * 100 * item.quantity, 0)) / 100;
