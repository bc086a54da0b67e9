import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createCatalogCaches, type CatalogCaches } from './cache/catalog-caches';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { SESSION_COOKIE, sessionPlugin } from './plugins/session';
import { staticSitePlugin } from './plugins/static-site';
import { addressesRoutes } from './routes/addresses';
import { alphabetRoutes } from './routes/alphabet';
import { adsRoutes } from './routes/ads';
import { cartRoutes } from './routes/cart';
import { ordersRoutes } from './routes/orders';
import { devOrdersRoutes } from './routes/dev-orders';
import { paymentNotificationRoutes, sandboxAcquirerRoutes } from './routes/payments';
import { sharedCartRoutes } from './routes/shared-cart';
import { categoriesRoutes } from './routes/categories';
import { catalogSearchRoutes } from './routes/catalog-search';
import { productsRoutes } from './routes/products';
import { imagesRoutes } from './routes/images';
import { clientLogRoutes } from './routes/client-log';
import { customerRoutes } from './routes/customer';
import { deliveryRoutes } from './routes/delivery';
import { geoRoutes } from './routes/geo';
import { layoutRoutes } from './routes/layout';
import { regionsRoutes } from './routes/regions';
import { slidesRoutes } from './routes/slides';
import { storesRoutes } from './routes/stores';
import { systemRoutes } from './routes/system';

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
