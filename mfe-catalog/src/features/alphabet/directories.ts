import { ALPHABET_PAGES, alphabetLetterHref, alphabetNameHref, type AlphabetDirectory } from '@apteka/contracts';

export interface DirectoryInfo {
  /** the API's name of the directory */
  api: AlphabetDirectory;
  /** the page path (without a region segment) */
  path: string;
  title: string;
}

/** The alphabetical directories; /alphabet_manufact is an older address of the manufacturers. */
export const DIRECTORIES = {
  alphabet: { api: 'trade-names', path: ALPHABET_PAGES['trade-names'], title: 'Товары по алфавиту' },
  alphabet_brand: { api: 'brands', path: ALPHABET_PAGES.brands, title: 'Бренды по алфавиту' },
  alphabet_manufacturer: {
    api: 'manufacturers',
    path: ALPHABET_PAGES.manufacturers,
    title: 'Производители по алфавиту',
  },
  alphabet_manufact: { api: 'manufacturers', path: '/alphabet_manufact', title: 'Производители по алфавиту' },
  alphabet_mnn: { api: 'substances', path: ALPHABET_PAGES.substances, title: 'Действующие вещества по алфавиту' },
} as const satisfies Record<string, DirectoryInfo>;

export type DirectoryKey = keyof typeof DIRECTORIES;

/** Letters no word starts with: shown only when a name does. */
export const RARE = ['Ъ', 'Ы', 'Ь'];

export const letterHref = (directory: DirectoryInfo, letter: string) => alphabetLetterHref(directory.path, letter);
export const nameHref = (directory: DirectoryInfo, letter: string, slug: string) =>
  alphabetNameHref(directory.path, letter, slug);
