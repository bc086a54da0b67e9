import type { FastifyPluginAsync } from 'fastify';
import { seoRoutes } from './seo-routes';
import type { PagesDeps } from './page-description';

/** The addresses crawlers read besides the pages: robots.txt, sitemap.xml and its parts, the chain's logo. */
export const pagesModule: FastifyPluginAsync = async (app) => {
  await app.register(seoRoutes, { deps: pagesDepsOf(app.db, app.appConfig) });
};

export function pagesDepsOf(
  db: PagesDeps['db'],
  config: { brand: PagesDeps['brand']; publicUrl?: string; port: number },
): PagesDeps {
  return { db, brand: config.brand, publicUrl: config.publicUrl ?? `http://localhost:${config.port}` };
}
