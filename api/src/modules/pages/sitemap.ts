/**
 * sitemap.xml: an index of parts, each at most 50,000 addresses (the protocol's limit): information and section
 * pages, categories, products (as many parts as they need), pharmacies, articles, promotions and news.
 */
import { escapeMarkup as escapeXml } from '../../platform/text/escape-markup';
export const SITEMAP_LIMIT = 50_000;

export interface SitemapSources {
  staticPaths(): Promise<string[]>;
  categoryPaths(): Promise<string[]>;
  productCount(): Promise<number>;
  productPaths(offset: number, limit: number): Promise<string[]>;
  pharmacyPaths(): Promise<string[]>;
  contentPaths(): Promise<string[]>;
}

function urlSet(publicUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The parts of the sitemap by name: 'pages', 'categories', 'products-1'…, 'pharmacies', 'content'. */
export async function sitemapPartNames(sources: SitemapSources): Promise<string[]> {
  const productParts = Math.max(1, Math.ceil((await sources.productCount()) / SITEMAP_LIMIT));
  return [
    'pages',
    'categories',
    ...Array.from({ length: productParts }, (_, i) => `products-${i + 1}`),
    'pharmacies',
    'content',
  ];
}

export async function sitemapIndex(sources: SitemapSources, publicUrl: string): Promise<string> {
  const parts = (await sitemapPartNames(sources))
    .map((name) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts}\n</sitemapindex>\n`;
}

/** One part of the sitemap, or null when there is no part of that name. */
export async function sitemapPart(sources: SitemapSources, publicUrl: string, name: string): Promise<string | null> {
  const products = name.match(/^products-(\d{1,6})$/);
  if (products) {
    const part = Number(products[1]);
    const count = await sources.productCount();
    if (part < 1 || (part - 1) * SITEMAP_LIMIT >= Math.max(count, 1)) return null;
    return urlSet(publicUrl, await sources.productPaths((part - 1) * SITEMAP_LIMIT, SITEMAP_LIMIT));
  }
  const lists: Record<string, () => Promise<string[]>> = {
    pages: sources.staticPaths,
    categories: sources.categoryPaths,
    pharmacies: sources.pharmacyPaths,
    content: sources.contentPaths,
  };
  const list = lists[name];
  return list ? urlSet(publicUrl, (await list()).slice(0, SITEMAP_LIMIT)) : null;
}
