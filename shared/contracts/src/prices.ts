import type { Price } from './entities';

/** What the shopper pays for one unit: the special price when there is one, the base price otherwise (kopecks). */
export const effectivePrice = (price: Pick<Price, 'base' | 'special'>): number => price.special ?? price.base;

/** What a line costs: the unit's effective price times the quantity (kopecks). */
export const lineTotal = (price: Pick<Price, 'base' | 'special'>, quantity: number): number =>
  effectivePrice(price) * quantity;
