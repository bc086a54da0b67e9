/**
 * Advertising behind one interface (a top banner on catalogue pages, ad tiles in listings). 'builtin' answers
 * from the campaigns and creatives in PostgreSQL; 'http' asks an outside ad server. Either way the products are
 * priced for the region here and prescription products are dropped here: ads never promote them.
 */
import type { AdBanner, AdTile, Chain, DeliveryMode } from '@apteka/contracts';
import type { SessionData } from '../../platform/session';

/** Where the advertisement will show. */
export interface AdTarget {
  regionId: number;
  /** the storefront's chain: a tile shows the stock of its stores */
  chain: Chain;
  mode: DeliveryMode;
  /** the category page's slug path */
  categoryPath?: string[];
  /** the product page's product (its category is the target) */
  productId?: number;
}

export interface AdProvider {
  /** the `rotation`-th banner the slot may show (each reload asks for the next), or null for an empty slot */
  banner(target: AdTarget, rotation: number): Promise<AdBanner | null>;
  /** up to `count` advertised products for a listing */
  listing(target: AdTarget, count: number): Promise<AdTile[]>;
}

/** What a provider picked for a listing before the products are priced and filtered. */
export interface AdPick {
  id: string;
  productId: number;
  clientName: string;
  token: string;
}

/** The target of an ad request: the session's region and delivery mode unless the page names a region. */
export function adTargetFor(
  session: SessionData,
  query: { region?: number; category?: string; product?: number },
  chain: Chain,
): AdTarget {
  return {
    regionId: query.region ?? session.regionId,
    chain,
    mode: session.deliveryMode,
    categoryPath: query.category?.split('/'),
    productId: query.product,
  };
}
