import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BuildInfoSchema, HealthSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../http/error-responses';

async function deployedBuildId(deployDir: string): Promise<string | null> {
  try {
    const id = (await readFile(path.join(deployDir, 'build-id.txt'), 'utf8')).trim();
    return id || null;
  } catch {
    return null;
  }
}

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness with a database round trip',
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'unavailable', message: 'База данных недоступна.' });
      }
      return { status: 'ok' as const, db: app.db.engine };
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
      // Read on every call: a new deploy replaces the file without restarting the API.
      const buildId = app.appConfig.buildId ?? (await deployedBuildId(app.appConfig.deployDir)) ?? 'dev';
      void reply.header('Cache-Control', 'no-store');
      return { buildId };
    },
  );
};
