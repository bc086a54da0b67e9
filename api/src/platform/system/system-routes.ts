import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BuildInfoSchema, HealthSchema } from '@apteka/contracts/schemas';
import { currentBuildId } from './build-id';

const ReadySchema = Type.Object({
  status: Type.Literal('ready'),
  /** each app's registry revision this instance serves */
  revisions: Type.Record(Type.String(), Type.Integer()),
  /** the served files (entries and server bundles of the current versions) checked against their SHA-384 */
  verified: Type.Integer(),
  /** those refused (their part is drawn by browsers): a fault of the origin, which every instance shares */
  refused: Type.Array(Type.String()),
  /** a newer release the registry names that this instance would not serve (its shell page could not be checked) */
  held: Type.Optional(Type.Object({ revisions: Type.Record(Type.String(), Type.Integer()), reason: Type.String() })),
});

const NotReadySchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  reasons: Type.Array(Type.String()),
});

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (whether it should get traffic is /api/ready)',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const, db: app.db.engine }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          "Readiness: the database answers, the registry is loaded, the current versions' files are checked and, " +
          'once after the start, their renderers have started and the likeliest pages have been drawn ahead',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const reasons: string[] = [];
      if (app.lifecycle.stopping) reasons.push('stopping');
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        reasons.push('database');
      }
      const release = app.releases.current();
      const held = app.releases.held();
      if (!release) reasons.push(held ? `registry: ${held.reason}` : 'registry');
      // the release's renderers are started as it is loaded: until they answer (or fail), pages are not drawn
      else if (!app.renderersStarted()) reasons.push('renderers starting');
      // a load balancer that waits for readiness sends the first visits to the pages drawn ahead, not to drawings
      else if (!app.firstPagesWarmed()) reasons.push('pages warming');
      if (reasons.length > 0 || !release) {
        return reply.code(503).send({ error: 'not_ready', message: 'Экземпляр не готов принимать запросы.', reasons });
      }
      // A refused file keeps the instance ready: every instance reads the same origin, and taking them all out
      // would turn pages drawn by browsers into no pages at all.
      return {
        status: 'ready' as const,
        revisions: release.revisions,
        verified: release.checks.filter((check) => check.verified).length,
        refused: release.checks.filter((check) => !check.verified).map((check) => check.key),
        ...(held ? { held: { revisions: held.revisions, reason: held.reason } } : {}),
      };
    },
  );

  app.get(
    '/build-id',
    {
      schema: {
        tags: ['system'],
        summary: 'Identifier of the deployed front-end build',
        response: { 200: BuildInfoSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { buildId: currentBuildId(app.appConfig, app.releases.current()) };
    },
  );
};
