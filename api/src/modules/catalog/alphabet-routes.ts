import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AlphabetDirectory } from '@apteka/contracts';
import {
  ALPHABET_DIRECTORIES,
  AlphabetDirectoryParamsSchema,
  AlphabetLetterParamsSchema,
  AlphabetLettersSchema,
  AlphabetNameParamsSchema,
  AlphabetNameSchema,
  AlphabetNamesSchema,
} from '@apteka/contracts/schemas';
import { cacheKey } from './catalog-caches';
import { HttpError, notFound } from '../../platform/errors';
import { stripLetter } from '@apteka/contracts';
import { alphabetLetters, alphabetName, alphabetNames } from './alphabet-repository';
import { errorResponses } from '../../platform/http/error-responses';

function directoryOf(value: string): AlphabetDirectory {
  const directory = ALPHABET_DIRECTORIES.find((known) => known === value);
  if (!directory) throw notFound('Такого алфавитного указателя нет.');
  return directory;
}

function letterOf(value: string): string {
  const letter = stripLetter(value);
  if (!letter) throw new HttpError(400, 'validation', 'Буква указателя — одна русская или латинская буква либо «0-9».');
  return letter;
}

async function regionOf(request: FastifyRequest): Promise<number> {
  return (await request.session()).data.regionId;
}

/** The alphabetical directories of the shopper's region; their products come from GET /products with a filter. */
export const alphabetRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const directory = directoryOf(request.params.directory);
      const regionId = await regionOf(request);
      return {
        directory,
        letters: await app.catalogCaches.alphabetLetters.get(cacheKey({ directory, regionId }), () =>
          alphabetLetters(app.db, directory, regionId),
        ),
      };
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
      const directory = directoryOf(request.params.directory);
      const letter = letterOf(request.params.letter);
      const regionId = await regionOf(request);
      const names = await app.catalogCaches.alphabetNames.get(cacheKey({ directory, regionId, letter }), () =>
        alphabetNames(app.db, directory, regionId, letter),
      );
      if (names.length === 0) throw notFound('На эту букву в вашем регионе ничего нет.');
      return { directory, letter, names };
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
      const directory = directoryOf(request.params.directory);
      const letter = letterOf(request.params.letter);
      const found = await alphabetName(app.db, directory, await regionOf(request), letter, request.params.slug);
      if (!found) throw notFound('Такого названия в указателе нет.');
      return { directory, letter, ...found };
    },
  );
};
