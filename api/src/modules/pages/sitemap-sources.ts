import { productPath } from '@apteka/contracts';
import { catalogSitemap } from '../catalog';
import { contentSitemap } from '../content';
import { chainOf, pharmacyIds } from '../pharmacies';
import type { PagesDeps } from './page-description';
import type { SitemapSources } from './sitemap';

/** Section pages worth a crawler's visit that name nothing from the database. */
const SECTIONS = [
  '/',
  '/catalog',
  '/articles',
  '/news',
  '/stock',
  '/pharmacies',
  '/night-delivery',
  '/samovyvoz-i-dostavka',
];

/** Where each part of the sitemap takes its addresses from: the modules that own them. */
export function sitemapSources({ db, brand }: PagesDeps): SitemapSources {
  return {
    staticPaths: async () => [...SECTIONS, ...(await contentSitemap(db, brand)).pages],
    categoryPaths: async () => (await catalogSitemap.categoryPaths(db)).map((path) => `/catalog/${path.join('/')}`),
    productCount: () => catalogSitemap.productCount(db),
    productPaths: async (offset, limit) =>
      (await catalogSitemap.productSlugs(db, offset, limit)).map((slug) => productPath(slug)),
    pharmacyPaths: async () => (await pharmacyIds(db, chainOf(brand))).map((id) => `/pharmacies/${id}`),
    contentPaths: async () => {
      const { articles, promotions, news } = await contentSitemap(db, brand);
      return [
        ...articles.map((article) => `/articles/${article.id}?name=${encodeURIComponent(article.slug)}`),
        ...promotions.map((slug) => `/stock/${encodeURIComponent(slug)}`),
        ...news.map((slug) => `/news/${encodeURIComponent(slug)}`),
      ];
    },
  };
}
