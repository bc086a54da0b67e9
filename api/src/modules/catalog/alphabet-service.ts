import { stripLetter, type AlphabetDirectory } from '@apteka/contracts';
import { ALPHABET_DIRECTORIES } from '@apteka/contracts/schemas';
import { invalid, notFound } from '../../platform/errors';
import { alphabetLetters, alphabetName, alphabetNames } from './alphabet-repository';
import { cacheKey } from './catalog-caches';
import type { CatalogDeps } from './catalog-service';

function directoryOf(value: string): AlphabetDirectory {
  const directory = ALPHABET_DIRECTORIES.find((known) => known === value);
  if (!directory) throw notFound('not_found', 'Такого алфавитного указателя нет.');
  return directory;
}

function letterOf(value: string): string {
  const letter = stripLetter(value);
  if (!letter) throw invalid('validation', 'Буква указателя — одна русская или латинская буква либо «0-9».');
  return letter;
}

/** The letters of a directory with names sold in the region. */
export async function directoryLetters({ db, caches, chain }: CatalogDeps, directoryName: string, regionId: number) {
  const directory = directoryOf(directoryName);
  const letters = await caches.alphabetLetters.get(cacheKey({ directory, regionId, chain }), () =>
    alphabetLetters(db, directory, regionId, chain),
  );
  return { directory, letters };
}

/** The names under a letter with their product counts in the region; a letter without names is not found. */
export async function letterNames(
  { db, caches, chain }: CatalogDeps,
  directoryName: string,
  regionId: number,
  raw: string,
) {
  const directory = directoryOf(directoryName);
  const letter = letterOf(raw);
  const names = await caches.alphabetNames.get(cacheKey({ directory, regionId, chain, letter }), () =>
    alphabetNames(db, directory, regionId, chain, letter),
  );
  if (names.length === 0) throw notFound('not_found', 'На эту букву в вашем регионе ничего нет.');
  return { directory, letter, names };
}

/** One name of a letter and the product filter that lists its products. */
export async function directoryName(
  { db, chain }: CatalogDeps,
  directoryName: string,
  regionId: number,
  raw: string,
  slug: string,
) {
  const directory = directoryOf(directoryName);
  const letter = letterOf(raw);
  const found = await alphabetName(db, directory, regionId, chain, letter, slug);
  if (!found) throw notFound('not_found', 'Такого названия в указателе нет.');
  return { directory, letter, ...found };
}
