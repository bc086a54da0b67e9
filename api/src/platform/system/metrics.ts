import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../database/types';
import type { LiveRelease } from '../../releases';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The instance's Prometheus metrics, in a registry of its own (several apps in one test process must not share
 * one): request durations per route and status, page drawing per remote and version, the registry's versions and
 * revisions, the database connections and their waiters, refused published files, the server renderers' state and
 * failures, and Node's own (event-loop lag among them) where they are served.
 */
export function createMetrics({
  db,
  release,
  renderers,
  pageCache,
  drawingQueue,
  node,
}: {
  db: Pick<Db, 'usage'>;
  release: () => LiveRelease | null;
  /** each render host's renderer and whether it is up */
  renderers?: () => Array<{ app: string; version: string; state: string }>;
  /**
   * the anonymous first views kept: answers from the cache (hits, `stale` of them sent while drawn again), drawn
   * (misses), pages kept now (size)
   */
  pageCache?: () => { hits: number; misses: number; stale: number; size: number };
  /** the drawing queue: drawings under way, visits waiting, background drawings waiting, visits answered without */
  drawingQueue?: () => { running: number; waiting: number; backlog: number; refused: number };
  /**
   * Node's own metrics (event-loop lag, collections, heap, handles), wanted only where the metrics can be read:
   * prom-client samples the event loop every 20 ms and hears every garbage collection from then on, for the life of
   * the process, and has no way to stop either. In a process that builds many apps (the test suites) each one left
   * behind kept everything its app had loaded alive.
   */
  node: boolean;
}) {
  const registry = new Registry();
  if (node) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const requests = new Histogram({
    name: 'apteka_http_request_duration_seconds',
    help: 'Requests answered, by method, route (its pattern) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers,
  });
  const draws = new Histogram({
    name: 'apteka_page_draw_seconds',
    help: "Pages drawn on the server, by the page's remote and its version ('none': the shell alone)",
    labelNames: ['remote', 'version'],
    buckets: SECONDS,
    registers,
  });
  const refusals = new Counter({
    name: 'apteka_published_file_refusals_total',
    help: 'Published files refused: missing from the origin, not matching their SHA-384, or not loading',
    labelNames: ['key'],
    registers,
  });
  const rendererFailures = new Counter({
    name: 'apteka_renderer_failures_total',
    help: "Failures of apps' server renderers, by app, version and reason (load, crash, memory, hang, render, late)",
    labelNames: ['app', 'version', 'reason'],
    registers,
  });
  new Gauge({
    name: 'apteka_renderer_up',
    help: "Each app version's server renderer: 1 while it answers, 0 while it starts or waits to be started again",
    labelNames: ['app', 'version'],
    registers,
    collect() {
      this.reset();
      for (const { app, version, state } of renderers?.() ?? []) this.set({ app, version }, state === 'up' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'apteka_registry_version',
    help: 'The versions this instance serves (1 per app, version and role: current or canary)',
    labelNames: ['app', 'version', 'role'],
    registers,
    collect() {
      this.reset();
      const live = release();
      if (!live) return;
      if (live.shell) this.set({ app: 'shell', version: live.shell.version, role: 'current' }, 1);
      for (const [app, entry] of Object.entries(live.registry.remotes)) {
        this.set({ app, version: entry.current, role: 'current' }, 1);
        if (entry.canary) this.set({ app, version: entry.canary.version, role: 'canary' }, 1);
      }
    },
  });
  new Gauge({
    name: 'apteka_registry_revision',
    help: "Each app's registry revision this instance serves",
    labelNames: ['app'],
    registers,
    collect() {
      for (const [app, revision] of Object.entries(release()?.revisions ?? {})) this.set({ app }, revision);
    },
  });
  new Gauge({
    name: 'apteka_page_cache',
    help: "Anonymous shoppers' first views since start: sent as kept (kept) and drawn (drawn); pages kept now (size)",
    labelNames: ['state'],
    registers,
    collect() {
      const stats = pageCache?.();
      if (!stats) return;
      this.set({ state: 'kept' }, stats.hits);
      this.set({ state: 'stale' }, stats.stale);
      this.set({ state: 'drawn' }, stats.misses);
      this.set({ state: 'size' }, stats.size);
    },
  });
  new Gauge({
    name: 'apteka_drawing_queue',
    help: 'Pages being drawn (running), visits waiting for a drawing (waiting), drawings waiting in the background (backlog)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = drawingQueue?.();
      if (!stats) return;
      this.set({ state: 'running' }, stats.running);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'backlog' }, stats.backlog);
    },
  });
  new Counter({
    name: 'apteka_pages_not_drawn_total',
    help: "Pages sent without the server's drawing because the drawing queue had no room (the browser drew them)",
    registers,
    collect() {
      const stats = drawingQueue?.();
      if (!stats) return;
      // the queue counts since start, as a counter does: it is read, not counted twice
      this.reset();
      this.inc(stats.refused);
    },
  });
  new Gauge({
    name: 'apteka_db_connections',
    help: 'Database connections: open (total), idle, and callers waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const usage = db.usage();
      this.set({ state: 'total' }, usage.total);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'waiting' }, usage.waiting);
    },
  });

  return {
    registry,
    observeRequest: (method: string, route: string, status: number, seconds: number) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    observeDraw: (remote: { name: string; version: string } | null, seconds: number) =>
      draws.observe({ remote: remote?.name ?? 'none', version: remote?.version ?? 'none' }, seconds),
    countRefusal: (key: string) => refusals.inc({ key }),
    countRendererFailure: (app: string, version: string, reason: string) =>
      rendererFailures.inc({ app, version, reason }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const sameToken = (presented: string, token: string) => {
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface MetricsPlaces {
  token?: string;
  port?: number;
  host?: string;
}

/** Whether anything can read the metrics: a bearer token for /api/metrics, or a port of their own. */
export const metricsServed = ({ token, port }: MetricsPlaces): boolean => Boolean(token) || port !== undefined;

/**
 * Observes every answer, and serves the metrics where they are not public: at /api/metrics to a caller with the
 * bearer token, and on a port of their own when one is configured, at `host` (127.0.0.1 unless a scraper inside the
 * network is let in, never the API's own address by default). With neither, /api/metrics does not exist.
 */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { token, port, host = '127.0.0.1' }: MetricsPlaces,
): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (token) {
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(presented, token)) {
        return reply.code(401).send({ error: 'metrics_token', message: 'Метрики доступны только с токеном.' });
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  }
  if (port !== undefined) {
    const server: Server = createServer((request, response) => {
      if (request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}
