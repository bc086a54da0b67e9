import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { feedbackRoutes } from './feedback-routes';

export const feedbackModule: FastifyPluginAsync = async (app) => {
  const config = app.appConfig;
  await app.register(multipart);
  await app.register(feedbackRoutes, {
    prefix: API_PREFIX,
    deps: {
      db: app.db,
      mail: app.messaging.mail,
      mailbox: config.feedbackMailbox ?? 'feedback@apteka.local',
      secret: config.sessionSecret,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    },
  });
};
