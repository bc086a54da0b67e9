import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/types';
import { errorResponses } from '../../platform/http/error-responses';
import { REGISTRY_APPS, type RegistryApp } from '../registry/registry-moves';
import type { RolloutPolicy } from './rollout-policy';
import { PolicyChangesSchema, PolicySchema } from './rollout-schema';
import { effectivePolicy, setPolicy } from './rollouts';

export interface RolloutRoutesOptions {
  db: Db;
  /** the deploy API's check that the token holds the :app of the address */
  ownAppOnly: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** who makes the change, as the deploy API names a move's maker */
  changedBy: (request: FastifyRequest) => string;
}

const AppParam = Type.Union(
  REGISTRY_APPS.filter((app) => app !== 'shell').map((app) => Type.Literal(app)),
  { description: 'content, catalog, basket, account or pharmacies' },
);

/** An app's rollout policy, read and set with the team's own token (inside the deploy API, behind its token check). */
export const rolloutRoutes: FastifyPluginAsyncTypebox<RolloutRoutesOptions> = async (
  app,
  { db, ownAppOnly, changedBy },
) => {
  app.get(
    '/platform/apps/:app/policy',
    {
      schema: {
        tags: ['platform'],
        summary: "The app's rollout policy: the canary's shares and minutes, the least views, the limits, the webhook",
        security: [{ deployToken: [] }],
        params: Type.Object({ app: AppParam }),
        response: { 200: PolicySchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => effectivePolicy(db, request.params.app),
  );

  app.put(
    '/platform/apps/:app/policy',
    {
      bodyLimit: 16 * 1024,
      config: { csrf: false },
      onRequest: ownAppOnly,
      schema: {
        tags: ['platform'],
        summary: "Change the app's rollout policy: what the body names, the rest as it was (or the defaults)",
        security: [{ deployToken: [] }],
        params: Type.Object({ app: AppParam }),
        body: PolicyChangesSchema,
        response: { 200: PolicySchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const name: RegistryApp = request.params.app;
      // the schema checked each field; its nullable ones are typed by their JSON type list, which a partial loses
      const changes = request.body as Partial<RolloutPolicy>;
      const policy = await setPolicy(db, name, changes, changedBy(request));
      request.log.info({ app: name, policy }, 'rollout policy changed');
      return policy;
    },
  );
};
