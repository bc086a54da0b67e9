/** A region's courier prices, kopecks: the cost of a delivery and the goods sum from which it is free. */
export interface CourierRules {
  courierCost: number;
  courierFreeFrom: number;
}

/** The courier cost for a goods sum: free from the region's threshold. */
export function courierCost(rules: CourierRules, amount: number): number {
  return amount >= rules.courierFreeFrom ? 0 : rules.courierCost;
}
