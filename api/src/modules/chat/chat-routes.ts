import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatConfigSchema,
  ChatMessageBodySchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatMessagesSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { chatConfig, sendVisitorMessage, visitorMessages, type ChatDeps, type ChatVisitor } from './chat-service';

export const chatRoutes: FastifyPluginAsyncTypebox<{ deps: ChatDeps }> = async (app, { deps }) => {
  const visitorOf = async (request: { session(): Promise<{ id: string; data: { customerId: number | null } }> }) => {
    const session = await request.session();
    return { sessionId: session.id, customerId: session.data.customerId } satisfies ChatVisitor;
  };

  app.get(
    '/chat/config',
    {
      schema: {
        tags: ['chat'],
        summary: 'The consultant chat provider, and the signed-in customer with the server-signed hash for it',
        response: { 200: ChatConfigSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chatConfig(deps, await visitorOf(request));
    },
  );

  app.get(
    '/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary: "The visitor's conversation with the consultants (built-in chat), after a message id",
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await visitorMessages(deps, await visitorOf(request), request.query.after ?? 0) };
    },
  );

  app.post(
    '/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'A message from the visitor to the consultants (built-in chat); limited per visitor and address',
        security: [{ xsrf: [] }],
        body: ChatMessageBodySchema,
        response: { 201: ChatMessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const message = await sendVisitorMessage(deps, await visitorOf(request), request.ip, request.body.text);
      return reply.code(201).send(message);
    },
  );
};
