import type { FastifyPluginAsync } from 'fastify';
import { chainOf } from '@apteka/contracts';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { alphabetRoutes } from './alphabet-routes';
import type { CatalogCaches } from './catalog-caches';
import { categoriesRoutes } from './categories-routes';
import { productImagesRoutes } from './product-images-routes';
import { productsRoutes } from './products-routes';
import { catalogSearchRoutes } from './search-routes';

export const catalogModule: FastifyPluginAsync<{ caches: CatalogCaches }> = async (app, { caches }) => {
  const deps = { db: app.db, caches, chain: chainOf(app.appConfig.brand) };
  await app.register(
    async (api) => {
      await api.register(categoriesRoutes, { deps });
      await api.register(productsRoutes, { deps });
      await api.register(catalogSearchRoutes, { deps });
      await api.register(alphabetRoutes, { deps });
    },
    { prefix: API_PREFIX },
  );
  await app.register(productImagesRoutes);
};
