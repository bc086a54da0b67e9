import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { chatRoutes } from './chat-routes';

export const chatModule: FastifyPluginAsync = async (app) => {
  const deps = {
    db: app.db,
    settings: app.appConfig.chat ?? { provider: 'builtin' as const },
    sessionSecret: app.appConfig.sessionSecret,
  };
  await app.register(chatRoutes, { prefix: API_PREFIX, deps });
};
