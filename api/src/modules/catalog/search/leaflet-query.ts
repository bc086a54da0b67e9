/**
 * What a query asks of the products' own instructions: each everyday word of it (not a stop word, nor a lead-in,
 * form or age word of the complaint dictionary) looked for in `products.leaflet_document`, the keys of each
 * product's «Показания» and category (migration 078). A word matches by its russian stem or by its key (the stem
 * without a fleeting vowel: «грибка» → «грибк», as «грибок» is kept) or as typed, each as a prefix from six letters
 * on, so «ногтей» finds «ноготь» and «депрессия» finds «депрессивные».
 */
import type { WordMeaning } from './complaint-dictionary-repository';

/**
 * Stems shorter than this match whole only: «ног» must not find «ногт», and a trade name half typed («гепа») must
 * not find every product whose instructions say «гепатит» (at 100,000 products such broad matches cost the index).
 */
const MIN_PREFIX = 6;

/** Dictionary words that say how or for whom, never what ails: they are no words of instructions. */
const NOT_LEAFLET_KINDS = new Set(['filler', 'form', 'age']);

export interface LeafletWord {
  /** the word's position in the query */
  n: number;
  lexeme: string;
  key: string;
  /**
   * the word as typed: the stemmer cuts some words' dictionary form shorter than the forms instructions use, reading
   * it as a verb («дефицит» → «дефиц», but «дефицита» → «дефицит»), so the typed word finds what its stem misses
   */
  typed?: string;
}

/**
 * The words of a query worth looking for in instructions, each once, in query order. Lead-ins, forms and age words
 * are left out when the query has other words: alone («острый», «детей») they are what there is to look for.
 */
export function leafletWords(meanings: WordMeaning[], typed: string[] = []): LeafletWord[] {
  const chosen: LeafletWord[] = [];
  const qualifiers: LeafletWord[] = [];
  const positions = [...new Set(meanings.map((meaning) => meaning.n))];
  for (const n of positions) {
    const mine = meanings.filter((meaning) => meaning.n === n);
    const stemmed = mine.find((meaning) => meaning.lexeme !== null);
    if (!stemmed?.lexeme) continue;
    const asTyped = typed[n];
    const word = {
      n,
      lexeme: stemmed.lexeme,
      key: stemmed.key ?? stemmed.lexeme,
      ...(asTyped ? { typed: asTyped } : {}),
    };
    const qualifies = mine.some((meaning) => meaning.kind !== null && NOT_LEAFLET_KINDS.has(meaning.kind));
    const into = qualifies ? qualifiers : chosen;
    if (!into.some((other) => other.lexeme === word.lexeme)) into.push(word);
  }
  return chosen.length > 0 ? chosen : qualifiers;
}

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The forms a word is looked for by (its stem, key and typed form), each a prefix when long enough. */
export function leafletForms(word: LeafletWord): Array<{ form: string; prefix: boolean }> {
  return [...new Set([word.lexeme, word.key, word.typed ?? word.lexeme])].map((form) => ({
    form,
    prefix: form.length >= MIN_PREFIX,
  }));
}

/**
 * One word as tsquery text; `weight` 'A' keeps to the «Показания», leaving the category out; `whole` matches the
 * stem or key as it is, without the prefix (the stemmer cuts «гастрит» to «гастр», which as a prefix also finds
 * «гастроэзофагеальная»: whole matches rank first).
 */
export function leafletTerm(word: LeafletWord, weight = '', whole = false): string {
  const forms = leafletForms(word);
  const one = ({ form, prefix }: { form: string; prefix: boolean }) => {
    const marks = `${!whole && prefix ? '*' : ''}${weight}`;
    return marks ? `${quoted(form)}:${marks}` : quoted(form);
  };
  const text = forms.map(one).join(' | ');
  return forms.length > 1 ? `(${text})` : text;
}

export const allOf = (words: LeafletWord[], weight = '', whole = false) =>
  words.map((word) => leafletTerm(word, weight, whole)).join(' & ');
export const anyOf = (words: LeafletWord[]) => words.map((word) => leafletTerm(word)).join(' | ');
