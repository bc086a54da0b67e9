import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageCountsBeaconSchema, RemoteErrorReportSchema } from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { SESSION_COOKIE } from '../../platform/session';
import { acceptBeaconJson } from './beacon-body';
import { recordPageCounts, recordRemoteError } from './version-health';

/**
 * Where sampled browsers report each remote version's health (`navigator.sendBeacon`, which carries no CSRF header:
 * the reports change nothing of the shopper's, and the limits per session and address hold across instances): what a
 * remote threw, and page views and adds to the basket per version.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptBeaconJson(app, 'Отчёт');
  app.post(
    '/rum/errors',
    {
      bodyLimit: 4 * 1024,
      config: { csrf: false },
      schema: {
        tags: ['system'],
        summary: 'What a remote threw in a sampled browser: remote, version, page type, fingerprint, scrubbed message',
        body: RemoteErrorReportSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const session = request.cookies[SESSION_COOKIE] ?? request.ip;
      await recordRemoteError(app.db, request.body, { session, address: request.ip });
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/rum/views',
    {
      bodyLimit: 16 * 1024,
      config: { csrf: false },
      schema: {
        tags: ['system'],
        summary: "A sampled session's page views and adds to the basket per app, version and page type",
        body: PageCountsBeaconSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await recordPageCounts(app.db, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};
