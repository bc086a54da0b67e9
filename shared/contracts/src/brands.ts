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

export const isMarketplace = (brand: Brand): boolean => brand.endsWith('_mp');

/** The white-label variant sells in a single city only. */
export const SINGLE_CITY_BRANDS: Partial<Record<Brand, number>> = { whitelabel: 14 };
