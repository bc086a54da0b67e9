/**
 * The composition root: the platform's plugins (errors, security headers, cookies, session, CSRF, compression,
 * OpenAPI), then one plugin per business module, then the static site. Modules are wired to each other here only
 * where a dependency would otherwise point backwards (orders ask payments for a payment page).
 */
import os from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { devOrdersRoutes } from './dev/dev-orders-routes';
import { devRemoteFailuresRoutes } from './dev/dev-remote-failures-routes';
import { devChatRoutes } from './dev/dev-chat-routes';
import { outboxRoutes } from './dev/outbox-routes';
import { accountModule } from './modules/account';
import { adsModule, clearAdCaches, createAdCaches } from './modules/ads';
import { likelyOwnAddresses, pageHeadFor, pagesDepsOf, pagesModule, pageVisitTally } from './modules/pages';
import { authModule } from './modules/auth';
import { basketModule } from './modules/basket';
import { catalogModule, clearCatalogCaches, createCatalogCaches, type CatalogCaches } from './modules/catalog';
import { contentModule } from './modules/content';
import { feedbackModule } from './modules/feedback';
import { metricsModule } from './modules/metrics';
import { analyticsModule } from './modules/analytics';
import { chatModule } from './modules/chat';
import { deliveryModule } from './modules/delivery';
import { DEFAULT_UNPAID_MINUTES, ordersModule } from './modules/orders';
import { acquirerFor, paymentsModule, startPayment } from './modules/payments';
import { pharmaciesModule } from './modules/pharmacies';
import { regionsModule } from './modules/regions';
import { DEFAULT_TILE_URL, type AppConfig } from './platform/config';
import { pageRing } from './platform/server-render/page-ring';
import { DEFAULT_HEALTH_SAMPLE_RATE, DEFAULT_SPEED_SAMPLE_RATE, VIDEO_PLAYER_ORIGINS } from '@apteka/contracts';
import type { Db } from './platform/database/types';
import { API_PREFIX } from './platform/http/api-prefix';
import { clientErrors } from './platform/http/client-errors';
import { errorHandlerPlugin, frameworkErrors } from './platform/http/error-handler';
import { createMessaging, type Messaging } from './platform/messaging';
import { csrfPlugin } from './platform/plugins/csrf';
import { inputGuard } from './platform/http/input-guard';
import { openApiPlugin } from './platform/plugins/openapi';
import { securityHeadersPlugin } from './platform/plugins/security-headers';
import { staticSitePlugin } from './platform/plugins/static-site';
import { originsOf } from './platform/http/content-security-policy';
import { SESSION_COOKIE, sessionPlugin } from './platform/session';
import { clientLogRoutes } from './platform/system/client-log-routes';
import { cspReportRoutes } from './platform/system/csp-report-routes';
import { systemRoutes } from './platform/system/system-routes';
import { currentBuildId } from './platform/system/build-id';
import {
  createOrigin,
  deployRoutes,
  healthRoutes,
  speedRoutes,
  localDeployToken,
  liveRegistry,
  withdrawnVersions,
  type LiveRegistry,
  verifiedFiles,
  renderHosts,
  type RenderHosts,
  DEFAULT_RENDERER_LIMITS,
  rendererFailureLog,
  canaryJudge,
} from './releases';

/** How long a release waits for a new renderer's first answer before it is served without it. */
const RENDERER_START_WAIT_MS = 10_000;
import { followStoreChanges } from './platform/cache/store-changes';
import { PAGE_CACHE_PAGES, PageCache } from './platform/server-render/page-cache';
import { DrawingQueue } from './platform/server-render/drawing-queue';
import { lifecycle, type Lifecycle } from './platform/system/lifecycle';
import { FIRST_WARMING_MS, firstWarming } from './platform/system/first-warming';
import { renderersStarted } from './platform/system/renderers-started';
import { createMetrics, metricsServed, serveMetrics } from './platform/system/metrics';
import { logOptions } from './platform/system/log-options';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    appConfig: AppConfig;
    catalogCaches: CatalogCaches;
    /** the SMS and mail providers of the configuration */
    messaging: Messaging;
    /** the release registry as this instance serves it */
    releases: LiveRegistry;
    /** whether this instance takes new work: false once it is stopping */
    lifecycle: Lifecycle;
    /** whether the renderers of the release this instance started with have started (see `renderersStarted`) */
    renderersStarted: () => boolean;
    /** whether the pages this instance draws ahead at start have been drawn (see `firstWarming`) */
    firstPagesWarmed: () => boolean;
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: AppConfig, db: Db, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? logOptions(config),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a proxy: request.ip is the client's, which every per-address limit counts.
    trustProxy: config.trustProxy ?? config.env === 'production',
    bodyLimit: 64 * 1024,
    // A request that arrives while the instance closes is still answered (the pool closes after it): behind a
    // load balancer a 503 to a write would be a lost write.
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('appConfig', config);
  // Tests and one-off apps leave it unset: every read goes to the database.
  const catalogCaches = createCatalogCaches(config.catalogCacheSeconds ?? 0);
  app.decorate('catalogCaches', catalogCaches);
  const adCaches = createAdCaches(config.catalogCacheSeconds ?? 0);
  const pageCache = new PageCache({
    ttlMs: (config.pageCacheSeconds ?? config.catalogCacheSeconds ?? 0) * 1000,
    maxPages: PAGE_CACHE_PAGES,
  });
  const drawingQueue = config.drawingQueue ? new DrawingQueue(config.drawingQueue) : undefined;
  // in a cluster, the pages the front sends this instance: the ones it draws ahead
  const ring = config.pageRing ? pageRing(config.pageRing) : null;
  app.decorate('messaging', createMessaging(db, config.messaging));
  const instance = lifecycle();
  app.decorate('lifecycle', instance);
  // a stopping instance closes each connection it answers on: nothing more is sent to it on a kept-alive one
  app.addHook('onSend', async (_request, reply) => {
    if (instance.stopping) void reply.header('Connection', 'close');
  });

  const origin = createOrigin(config.origin);
  let current: LiveRegistry['current'] = () => null;
  let renderers: RenderHosts['status'] = () => [];
  const metrics = createMetrics({
    db,
    release: () => current(),
    renderers: () => renderers(),
    pageCache: () => pageCache.stats,
    drawingQueue: drawingQueue && (() => drawingQueue.stats),
    node: metricsServed(config.metrics ?? {}),
  });
  await serveMetrics(app, metrics, config.metrics ?? {});
  const files = verifiedFiles({
    origin,
    cacheDir: config.bundleCacheDir ?? path.join(os.tmpdir(), 'apteka-bundles'),
    onRefused: (file, reason) => {
      metrics.countRefusal(file.key);
      app.log.error({ file: file.key, reason }, 'a published file was refused: its part is drawn by browsers');
    },
  });
  const failureLog = rendererFailureLog(db, (error) =>
    app.log.warn({ err: error }, 'renderer failures could not be recorded'),
  );
  const hosts = renderHosts({
    files,
    // all a team's server code may know: the store it draws for and where shoppers reach it
    env: { NODE_ENV: 'production', STORE_BRAND: config.brand, STORE_PUBLIC_URL: config.publicUrl ?? '' },
    limits: { ...DEFAULT_RENDERER_LIMITS, ...config.renderers },
    startWaitMs: RENDERER_START_WAIT_MS,
    onFailure: (name, version, failure) => {
      metrics.countRendererFailure(name, version, failure.reason);
      failureLog.record(name, version, failure);
      app.log.warn(
        { app: name, version, ...failure },
        "an app's server renderer failed: its part is drawn by browsers",
      );
    },
    onOutput: (name, version, line) => app.log.info({ app: name, version, output: line }, 'renderer output'),
  });
  renderers = hosts.status;
  app.decorate('renderersStarted', renderersStarted(hosts.status));
  // the likeliest pages are drawn in the background as the instance starts; it is ready once they are (or the bound)
  const warmedAtStart = firstWarming({ maxWaitMs: config.warmReadyMs ?? FIRST_WARMING_MS });
  const releases = liveRegistry({
    db,
    files,
    hosts,
    assetsUrl: config.assetsUrl ?? '',
    allowOverrides: config.allowOverrides ?? config.env !== 'production',
    refreshMs: (config.registryRefreshSeconds ?? 5) * 1000,
    onError: (error) => app.log.error({ err: error }, 'the release registry could not be read'),
    onChange: (release, previous) => {
      if (!previous) return;
      app.log.info({ revisions: release.revisions }, 'following a move of the release registry');
      // kept pages drawn with the versions before are sent while the pages most asked for are drawn again, unless
      // the move withdrew a version they load: then none of them is sent again
      const withdrawn = withdrawnVersions(previous, release);
      if (withdrawn.length > 0) {
        app.log.info({ withdrawn }, 'kept pages dropped: the move withdrew versions they load');
        pageCache.clear();
      }
      // Moves before the instance takes traffic (npm start publishing its builds one by one) are not warmed for: the
      // warming at start draws the pages once, with the release it will serve, rather than once per publish.
      if (warmedAtStart.hasBegun()) void app.warmPages();
    },
    onHeld: (reason) => app.log.error({ reason }, 'the release registry names a release this instance cannot serve'),
  });
  current = releases.current;
  app.decorate('releases', releases);
  app.addHook('onClose', async () => {
    drawingQueue?.stop();
    await releases.stop();
    await failureLog.stop();
  });
  await releases.start();
  const stopFollowingChanges = await followStoreChanges(db, {
    onChange: (change) => {
      if (change === 'anything') pageCache.clear();
      else pageCache.productsChanged(change.products);
      clearCatalogCaches(catalogCaches);
      clearAdCaches(adCaches);
    },
    onError: (error) => app.log.warn({ err: error }, 'changes to the store are not heard: kept pages expire instead'),
  });
  app.addHook('onClose', () => stopFollowingChanges());
  // every instance judges the canaries under a policy; the lease lets one act at a time
  if (config.canaryJudgeSeconds) {
    const judge = canaryJudge({ db, log: app.log });
    judge.start(config.canaryJudgeSeconds * 1000);
    app.addHook('onClose', () => judge.stop());
  }

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { production: config.env === 'production' });
  await app.register(inputGuard);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db, config });
  await app.register(csrfPlugin, { config, sessionCookie: SESSION_COOKIE });
  // Below 2 KB (suggestions, small lists) gzip saves less than a packet and costs the CPU a busy instance needs.
  await app.register(fastifyCompress, { global: true, threshold: 2048 });
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(clientLogRoutes);
      await api.register(cspReportRoutes);
      await api.register(devOrdersRoutes);
      await api.register(devRemoteFailuresRoutes);
      await api.register(outboxRoutes);
      await api.register(devChatRoutes);
      await api.register(speedRoutes);
      await api.register(healthRoutes);
      await api.register(deployRoutes, {
        db,
        origin,
        localToken: config.env === 'local' ? localDeployToken(config.sessionSecret) : null,
        followMove: () => releases.refresh(),
        previews: { secret: config.sessionSecret, publicUrl: config.publicUrl ?? '' },
      });
    },
    { prefix: API_PREFIX },
  );

  const acquirer = acquirerFor(config.paymentAcquirer);
  await app.register(regionsModule);
  await app.register(deliveryModule);
  await app.register(catalogModule, { caches: catalogCaches });
  await app.register(pharmaciesModule);
  await app.register(accountModule);
  await app.register(basketModule);
  const unpaidMinutes = config.unpaidOrderMinutes ?? DEFAULT_UNPAID_MINUTES;
  await app.register(ordersModule, {
    payments: { start: (orderId) => startPayment(db, acquirer, orderId, unpaidMinutes) },
  });
  await app.register(paymentsModule);
  await app.register(authModule);
  await app.register(contentModule);
  await app.register(feedbackModule);
  await app.register(metricsModule);
  await app.register(analyticsModule);
  await app.register(chatModule);
  await app.register(adsModule, { caches: adCaches });
  await app.register(pagesModule);

  // what anonymous shoppers open, counted for the warming of whichever instance starts next
  const visits = pageVisitTally({ db, log: app.log });
  app.addHook('onClose', () => visits.stop());
  await app.register(staticSitePlugin, {
    release: releases.current,
    releaseHeld: () => releases.held() !== null,
    preview: { secret: config.sessionSecret, remote: releases.preview },
    secureCookies: config.env === 'production',
    staticFolder: origin.localFolder,
    brand: config.brand,
    db,
    serverRender: config.serverRender ?? { enabled: false, budgetMs: 0 },
    outside: {
      imageOrigins: originsOf([config.mapTileUrl ?? DEFAULT_TILE_URL, config.ads?.url]),
      frameOrigins: VIDEO_PLAYER_ORIGINS,
      assetOrigins: originsOf([config.assetsUrl]),
      tagContainers: config.tagContainers ?? {},
      mobileApps: config.mobileApps ?? {},
      speedSampleRate: config.speedSampleRate ?? DEFAULT_SPEED_SAMPLE_RATE,
      healthSampleRate: config.healthSampleRate ?? DEFAULT_HEALTH_SAMPLE_RATE,
      ...(config.chat?.provider === 'jivo' ? { hostedChat: 'jivo' as const } : {}),
    },
    describePage: pageHeadFor(pagesDepsOf(db, config)),
    buildId: () => currentBuildId(config, releases.current()),
    onDrawn: metrics.observeDraw,
    onFirstView: visits.count,
    pageCache,
    drawingQueue,
    warming: {
      likely: () => likelyOwnAddresses({ db }, config.warmPages ?? 0, ring),
      pages: config.warmPages ?? 0,
    },
  });
  app.decorate('firstPagesWarmed', warmedAtStart.done);
  app.addHook('onReady', async () => warmedAtStart.began(app.warmPages()));

  app.setNotFoundHandler(async (request, reply) => {
    if (await app.sendSpaPage(request, reply)) return reply;
    return reply.code(404).send({ error: 'not_found', message: 'Страница не найдена.' });
  });

  return app;
}
