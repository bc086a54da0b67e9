import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteName } from '@apteka/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/error-responses';
import { findVersion } from '../registry/registry-repository';
import { PREVIEW_MAX_HOURS, signPreview } from './preview-links';
import { PREVIEW_PARAM } from './preview-pin';

export interface PreviewRoutesOptions {
  db: Db;
  /** the deploy API's check that the token holds the :app of the address */
  ownAppOnly: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** the API's secret, from which the key of preview links is derived */
  secret: string;
  /** the store's address as shoppers reach it */
  publicUrl: string;
}

const AppParam = Type.Union(
  REMOTE_NAMES.map((app) => Type.Literal(app)),
  { description: 'content, catalog, basket, account or pharmacies' },
);

/**
 * A link that shows a team one published version of its remote before any shopper sees it: signed by the
 * platform, for one app and version, for at most a day (inside the deploy API, behind its token check).
 */
export const previewRoutes: FastifyPluginAsyncTypebox<PreviewRoutesOptions> = async (
  app,
  { db, ownAppOnly, secret, publicUrl },
) => {
  app.post(
    '/platform/apps/:app/previews',
    {
      bodyLimit: 1024,
      config: { csrf: false },
      onRequest: ownAppOnly,
      schema: {
        tags: ['platform'],
        summary: 'A signed link that pins the browser opening it to one published version, drawn by the server',
        security: [{ deployToken: [] }],
        params: Type.Object({ app: AppParam }),
        body: Type.Object(
          {
            version: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$' }),
            hours: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_MAX_HOURS })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ url: Type.String(), expires: Type.String({ format: 'date-time' }) }),
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const name: RemoteName = request.params.app;
      const { version, hours = PREVIEW_MAX_HOURS } = request.body;
      if (!(await findVersion(db, name, version))) {
        throw notFound('version_not_published', `Версия ${version} приложения ${name} не опубликована.`);
      }
      const expires = Date.now() + hours * 3600_000;
      const token = signPreview(secret, { app: name, version, expires });
      request.log.info({ app: name, version, expires }, 'preview link made');
      return { url: `${publicUrl}/?${PREVIEW_PARAM}=${token}`, expires: new Date(expires).toISOString() };
    },
  );
};
