import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AlphabetDirectoryParamsSchema,
  AlphabetLetterParamsSchema,
  AlphabetLettersSchema,
  AlphabetNameParamsSchema,
  AlphabetNameSchema,
  AlphabetNamesSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { directoryLetters, directoryName, letterNames } from './alphabet-service';
import type { CatalogDeps } from './catalog-service';

/** The alphabetical directories of the shopper's region; their products come from GET /products with a filter. */
export const alphabetRoutes: FastifyPluginAsyncTypebox<{ deps: CatalogDeps }> = async (app, { deps }) => {
  const tags = ['catalogue'];

  app.get(
    '/alphabet/:directory',
    {
      schema: {
        tags,
        summary: 'Letters with names (trade names, brands, manufacturers or substances) sold in the region',
        params: AlphabetDirectoryParamsSchema,
        response: { 200: AlphabetLettersSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { regionId } = (await request.session()).data;
      return directoryLetters(deps, request.params.directory, regionId);
    },
  );

  app.get(
    '/alphabet/:directory/:letter',
    {
      schema: {
        tags,
        summary: 'Names under a letter with their product counts in the region',
        params: AlphabetLetterParamsSchema,
        response: { 200: AlphabetNamesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { regionId } = (await request.session()).data;
      return letterNames(deps, request.params.directory, regionId, request.params.letter);
    },
  );

  app.get(
    '/alphabet/:directory/:letter/:slug',
    {
      schema: {
        tags,
        summary: 'One name of a letter and the /products filter that lists its products',
        params: AlphabetNameParamsSchema,
        response: { 200: AlphabetNameSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { regionId } = (await request.session()).data;
      const { directory, letter, slug } = request.params;
      return directoryName(deps, directory, regionId, letter, slug);
    },
  );
};
