import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createCatalogCaches, type CatalogCaches } from './modules/catalog/catalog-caches';
import type { AppConfig } from './platform/config';
import type { Db } from './platform/database/types';
import { csrfPlugin } from './platform/plugins/csrf';
import { errorHandlerPlugin } from './platform/http/error-handler';
import { openApiPlugin } from './platform/plugins/openapi';
import { securityHeadersPlugin } from './platform/plugins/security-headers';
import { SESSION_COOKIE, sessionPlugin } from './platform/session/session-plugin';
import { staticSitePlugin } from './platform/plugins/static-site';
import { addressesRoutes } from './modules/delivery/addresses-routes';
import { alphabetRoutes } from './modules/catalog/alphabet-routes';
import { adsRoutes } from './modules/ads/ads-routes';
import { cartRoutes } from './modules/basket/cart-routes';
import { ordersRoutes } from './modules/orders/orders-routes';
import { devOrdersRoutes } from './dev/dev-orders-routes';
import { paymentNotificationRoutes, sandboxAcquirerRoutes } from './modules/payments/payments-routes';
import { sharedCartRoutes } from './modules/basket/shared-cart-routes';
import { categoriesRoutes } from './modules/catalog/categories-routes';
import { catalogSearchRoutes } from './modules/catalog/search-routes';
import { productsRoutes } from './modules/catalog/products-routes';
import { imagesRoutes } from './modules/catalog/product-images-routes';
import { clientLogRoutes } from './platform/system/client-log-routes';
import { customerRoutes } from './modules/account/customer-routes';
import { deliveryRoutes } from './modules/delivery/delivery-routes';
import { geoRoutes } from './modules/delivery/geo-routes';
import { layoutRoutes } from './modules/delivery/layout-routes';
import { regionsRoutes } from './modules/regions/regions-routes';
import { slidesRoutes } from './modules/content/slides-routes';
import { storesRoutes } from './modules/pharmacies/stores-routes';
import { systemRoutes } from './platform/system/system-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    appConfig: AppConfig;
    catalogCaches: CatalogCaches;
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: AppConfig, db: Db, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a proxy in production: request.ip is the client's.
    trustProxy: config.env === 'production',
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('appConfig', config);
  // Tests and one-off apps leave it unset: every read goes to the database.
  app.decorate('catalogCaches', createCatalogCaches(config.catalogCacheSeconds ?? 0));

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db, config });
  await app.register(csrfPlugin, { config, sessionCookie: SESSION_COOKIE });
  // Below 2 KB (suggestions, small lists) gzip saves less than a packet and costs the CPU a busy instance needs.
  await app.register(fastifyCompress, { global: true, threshold: 2048 });
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(regionsRoutes);
      await api.register(layoutRoutes);
      await api.register(deliveryRoutes);
      await api.register(addressesRoutes);
      await api.register(geoRoutes);
      await api.register(categoriesRoutes);
      await api.register(storesRoutes);
      await api.register(customerRoutes);
      await api.register(cartRoutes);
      await api.register(sharedCartRoutes);
      await api.register(ordersRoutes);
      await api.register(devOrdersRoutes);
      await api.register(paymentNotificationRoutes);
      await api.register(sandboxAcquirerRoutes);
      await api.register(slidesRoutes);
      await api.register(clientLogRoutes);
      await api.register(productsRoutes);
      await api.register(catalogSearchRoutes);
      await api.register(alphabetRoutes);
      await api.register(adsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(imagesRoutes);

  const hasDeploy = existsSync(config.deployDir);
  if (hasDeploy) await app.register(staticSitePlugin, { deployDir: config.deployDir });

  app.setNotFoundHandler((request, reply) => {
    if (hasDeploy && app.sendSpaPage(request, reply)) return;
    void reply.code(404).send({ error: 'not_found', message: 'Страница не найдена.' });
  });

  return app;
}
