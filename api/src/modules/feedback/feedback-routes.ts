import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../platform/http/error-responses';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { ATTACHMENTS, FEEDBACK_KINDS, type FeedbackKind } from './feedback-forms';
import { confirmFromLink, submitFeedback, subscribe, type FeedbackDeps } from './feedback-service';
import { confirmationPage } from './subscription-page';

const tags = ['feedback'];
const write = { security: [{ xsrf: [] }] };
const accepted = {
  200: Type.Object({ accepted: Type.Literal(true), id: Type.Union([Type.Integer(), Type.Null()]) }),
  ...errorResponses(400, 403, 429),
};

const requesterOf = async (request: FastifyRequest) => ({
  address: request.ip,
  customerId: (await request.session()).data.customerId,
});

const SUMMARIES: Record<FeedbackKind, string> = {
  message: 'A message to the shop (name, phone or e-mail, text; PDF attachments as attachment[n])',
  callback: 'A call-back request (phone, convenient time)',
  'mp-link': "The marketplace app's link by SMS or e-mail",
  jj: 'A partner’s request (organisation, contacts, text, PDF attachments)',
  'podbor-analoga': 'Ask a pharmacist to find an analogue (product, comment, phone; a prescription as PDF)',
  charity: 'A charity request (organisation, contacts, text, PDF attachments)',
};

export const feedbackRoutes: FastifyPluginAsyncTypebox<{ deps: FeedbackDeps }> = async (app, { deps }) => {
  for (const kind of FEEDBACK_KINDS) {
    app.post(
      `/feedback/${kind}`,
      { schema: { ...write, tags, summary: SUMMARIES[kind], consumes: ['multipart/form-data'], response: accepted } },
      async (request) =>
        submitFeedback(deps, await requesterOf(request), kind, ...(await readMultipartForm(request, ATTACHMENTS))),
    );
  }

  app.post(
    '/feedback/subscribe',
    {
      schema: {
        ...write,
        tags,
        summary: 'Subscribe an e-mail to the mailing; a letter with a link confirms it (double opt-in)',
        consumes: ['multipart/form-data'],
        response: {
          200: Type.Object({ confirmationSent: Type.Boolean(), alreadyConfirmed: Type.Boolean() }),
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request) => subscribe(deps, await requesterOf(request), (await readMultipartForm(request, ATTACHMENTS))[0]),
  );

  app.get(
    '/feedback/subscribe/confirm',
    {
      schema: {
        tags,
        summary: 'The link of the confirmation letter: a page saying whether the subscription is confirmed',
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 1000 }) }),
      },
    },
    async (request, reply) => {
      const email = await confirmFromLink(deps, request.query.token);
      return reply
        .code(email ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(confirmationPage(email));
    },
  );
};
