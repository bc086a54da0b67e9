import type { AlphabetDirectory } from '@apteka/contracts';

export interface DirectoryInfo {
  /** the API's name of the directory */
  api: AlphabetDirectory;
  /** the page path (without a region segment) */
  path: string;
  title: string;
}

/** The directories of spec section 2; /alphabet_manufact is an older address of the manufacturers. */
export const DIRECTORIES = {
  alphabet: { api: 'trade-names', path: '/alphabet', title: 'Товары по алфавиту' },
  alphabet_brand: { api: 'brands', path: '/alphabet_brand', title: 'Бренды по алфавиту' },
  alphabet_manufacturer: { api: 'manufacturers', path: '/alphabet_manufacturer', title: 'Производители по алфавиту' },
  alphabet_manufact: { api: 'manufacturers', path: '/alphabet_manufact', title: 'Производители по алфавиту' },
  alphabet_mnn: { api: 'substances', path: '/alphabet_mnn', title: 'Действующие вещества по алфавиту' },
} as const satisfies Record<string, DirectoryInfo>;

export type DirectoryKey = keyof typeof DIRECTORIES;

export const DIGITS = '0-9';
export const CYRILLIC = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'];
/** Letters no word starts with: shown only when a name does. */
export const RARE = ['Ъ', 'Ы', 'Ь'];
export const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ANY_LETTER = /^[А-ЯЁA-Z]$/;

/** The letter of a URL segment as the API files names ('ё' -> 'Е', either case); null when it is no letter. */
export function letterOf(segment: string): string | null {
  if (segment === DIGITS) return segment;
  const upper = segment.toUpperCase().replace('Ё', 'Е');
  return ANY_LETTER.test(upper) ? upper : null;
}

export const letterHref = (directory: DirectoryInfo, letter: string) => `${directory.path}/${encodeURIComponent(letter)}`;
export const nameHref = (directory: DirectoryInfo, letter: string, slug: string) => `${letterHref(directory, letter)}/${encodeURIComponent(slug)}`;
