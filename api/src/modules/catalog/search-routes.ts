import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HistoryDeleteQuerySchema, SuggestionsQuerySchema, SuggestionsSchema } from '@apteka/contracts/schemas';
import type { CatalogDeps } from './catalog-service';
import { forgetSearches, searchSuggestions } from './search-service';
import { errorResponses } from '../../platform/http/error-responses';

export const catalogSearchRoutes: FastifyPluginAsyncTypebox<{ deps: CatalogDeps }> = async (app, { deps }) => {
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
      return searchSuggestions(deps, await request.session(), q, historyLimit);
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
  ) => ({ deleted: await forgetSearches(deps, await request.session(), request.query.q) });
  app.delete('/catalog/search/history', historyDelete, deleteFromHistory);
  // Older clients delete with a GET; it only ever removes the caller's own history.
  app.get('/catalog/search/history/delete', historyDelete, deleteFromHistory);
};
