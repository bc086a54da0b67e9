import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HistoryDeleteQuerySchema, SuggestionsQuerySchema, SuggestionsSchema } from '@apteka/contracts/schemas';
import { deleteHistory, searchHistory, suggestionsFor } from './search-repository';
import { cacheKey, resolveSearch } from './catalog-caches';
import { errorResponses } from '../../platform/http/error-responses';

export const catalogSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search suggestions: products, categories, brands, active substances and the search history',
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q = '', history_limit: historyLimit = 5 } = request.query;
      const session = await request.session();
      const history = await searchHistory(app.db, session.id, q, historyLimit);
      const search = q.trim() ? await resolveSearch(app.catalogCaches, app.db, q) : null;
      const context = { regionId: session.data.regionId, mode: session.data.deliveryMode };
      const found = search
        ? await app.catalogCaches.suggestions.get(cacheKey({ phrase: search.phrase, ...context }), () =>
            suggestionsFor(app.db, search, context),
          )
        : [];
      return {
        query: q,
        correctedQuery: search?.corrected ? search.phrase : null,
        suggestions: [...history, ...found],
      };
    },
  );

  const historyDelete = {
    schema: {
      tags: ['catalogue'],
      summary: 'Deletes one search-history entry (q) or the whole history',
      querystring: HistoryDeleteQuerySchema,
      response: { 200: Type.Object({ deleted: Type.Integer() }), ...errorResponses(400, 403) },
    },
  };
  const deleteFromHistory = async (
    request: FastifyRequest<{ Querystring: Static<typeof HistoryDeleteQuerySchema> }>,
  ) => {
    const session = await request.session();
    return { deleted: await deleteHistory(app.db, session.id, request.query.q) };
  };
  app.delete('/catalog/search/history', historyDelete, deleteFromHistory);
  // The spec's clients delete with a GET; it only ever removes the caller's own history.
  app.get('/catalog/search/history/delete', historyDelete, deleteFromHistory);
};
