/** Which chain's stores a storefront shows: each variant its own chain's, in one place. */
import { siteSource, type Brand } from '@apteka/contracts';

/** The pharmacy chains whose stores the database holds (`stores.chain`), named as their own brand variants. */
export const CHAINS = ['samson', 'ozerki', 'stoletov', 'superapteka'] as const satisfies readonly Brand[];
export type Chain = (typeof CHAINS)[number];

const CHAIN_OF_SITE: Record<ReturnType<typeof siteSource>, Chain> = {
  Samson: 'samson',
  SiteOz: 'ozerki',
  StoletovSite: 'stoletov',
  SuperApteka: 'superapteka',
};

/**
 * The chain a variant sells from: its site source's. The co-branded Самсон-ВкусВилл and the white-label variant run
 * on Самсон-Фарма's stores; a marketplace variant (`_mp`) is one chain's marketplace and hands out in its pharmacies.
 */
export const chainOf = (brand: Brand): Chain => CHAIN_OF_SITE[siteSource(brand)];

/**
 * One chain's stores as a FROM item, `chain` being the query's placeholder for it. Every query that lists or looks
 * up stores for shoppers reads them through this, so no route or service restates the filter.
 */
export const chainStores = (chain: string): string => `(SELECT * FROM stores WHERE chain = ${chain})`;
