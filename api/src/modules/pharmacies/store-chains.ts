/** Which chain's stores a storefront shows: each variant its own chain's (`chainOf`, from the contracts), in one place. */
export { CHAINS, chainOf, type Chain } from '@apteka/contracts';

/**
 * One chain's stores as a FROM item, `chain` being the query's placeholder for it. Every query that lists or looks
 * up stores for shoppers reads them through this, so no route or service restates the filter.
 */
export const chainStores = (chain: string): string => `(SELECT * FROM stores WHERE chain = ${chain})`;
