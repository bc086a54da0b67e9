import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { customerRoutes } from './customer-routes';

export const accountModule: FastifyPluginAsync = async (app) => {
  const config = app.appConfig;
  const profile = {
    db: app.db,
    mail: app.messaging.mail,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  };
  await app.register(customerRoutes, {
    prefix: API_PREFIX,
    profile,
    telegramBot: config.telegramBot ?? 'apteka_help_bot',
  });
};
