import type { AlphabetDirectory } from './schemas/alphabet';

export const CYRILLIC_LETTERS = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'];
export const LATIN_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** Names starting with a digit share one entry of the letter strip. */
export const DIGITS_LETTER = '0-9';
/** Every entry of the alphabetical directories' letter strip, in its order. */
export const ALPHABET_STRIP = [...CYRILLIC_LETTERS, ...LATIN_LETTERS, DIGITS_LETTER];

/** The strip entry a URL segment names ('ё' -> 'Е', either case); null when it is none. */
export function stripLetter(segment: string): string | null {
  if (segment === DIGITS_LETTER) return segment;
  const upper = segment.toUpperCase().replace('Ё', 'Е');
  return [...upper].length === 1 && ALPHABET_STRIP.includes(upper) ? upper : null;
}

/** The page of each directory; `/alphabet_manufact` is an older address of the manufacturers. */
export const ALPHABET_PAGES: Record<AlphabetDirectory, string> = {
  'trade-names': '/alphabet',
  brands: '/alphabet_brand',
  manufacturers: '/alphabet_manufacturer',
  substances: '/alphabet_mnn',
};

export const alphabetLetterHref = (page: string, letter: string) => `${page}/${encodeURIComponent(letter)}`;
export const alphabetNameHref = (page: string, letter: string, slug: string) =>
  `${alphabetLetterHref(page, letter)}/${encodeURIComponent(slug)}`;
