/** Brand variants of the shop. The `_mp` ones are the marketplace variants of each chain. */
export const BRANDS = [
  'samson',
  'ozerki',
  'stoletov',
  'superapteka',
  'samson-vkusvill',
  'samson_mp',
  'ozerki_mp',
  'stoletov_mp',
  'superapteka_mp',
  'whitelabel',
] as const;

export type Brand = (typeof BRANDS)[number];

export const DEFAULT_BRAND: Brand = 'samson';

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** The chain a variant belongs to: marketplace and co-branded variants share the chain's site source. */
export function siteSource(brand: Brand): 'Samson' | 'SiteOz' | 'StoletovSite' | 'SuperApteka' {
  if (brand.startsWith('ozerki')) return 'SiteOz';
  if (brand.startsWith('stoletov')) return 'StoletovSite';
  if (brand.startsWith('superapteka')) return 'SuperApteka';
  return 'Samson';
}

/** The pharmacy chains whose stores the shop holds, each named as its own brand variant. */
export const CHAINS = ['samson', 'ozerki', 'stoletov', 'superapteka'] as const satisfies readonly Brand[];
export type Chain = (typeof CHAINS)[number];

const CHAIN_OF_SITE: Record<ReturnType<typeof siteSource>, Chain> = {
  Samson: 'samson',
  SiteOz: 'ozerki',
  StoletovSite: 'stoletov',
  SuperApteka: 'superapteka',
};

/**
 * The chain a variant sells from, whose stores it lists and whose stock it shows: its site source's. The co-branded
 * Самсон-ВкусВилл and the white-label variant run on Самсон-Фарма's stores; a marketplace variant (`_mp`) is one
 * chain's marketplace and hands out in its pharmacies.
 */
export const chainOf = (brand: Brand): Chain => CHAIN_OF_SITE[siteSource(brand)];

export const isMarketplace = (brand: Brand): boolean => brand.endsWith('_mp');

/** The white-label variant sells in a single city only. */
export const SINGLE_CITY_BRANDS: Partial<Record<Brand, number>> = { whitelabel: 14 };
