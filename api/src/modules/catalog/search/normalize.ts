/** Pure text helpers for search: normalisation, wrong keyboard layout, Latin -> Cyrillic transliteration. */

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const YTSUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillicLayout = new Map<string, string>();
const toLatinLayout = new Map<string, string>();
for (let i = 0; i < QWERTY.length; i++) {
  toCyrillicLayout.set(QWERTY[i] as string, YTSUKEN[i] as string);
  toLatinLayout.set(YTSUKEN[i] as string, QWERTY[i] as string);
}

/** Lower case, ё -> е, punctuation to spaces, single spaces. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9[\];',.`]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The words of a query; keyboard punctuation stays inside a word because it may be a letter in the other layout. */
export function queryWords(text: string, maxWords = 8): string[] {
  return normalizeText(text).split(' ').filter(Boolean).slice(0, maxWords);
}

/** 'gfhfwtnfvjk' -> 'парацетамол' (typed with the Latin layout on). */
export function latinLayoutToCyrillic(word: string): string {
  return [...word]
    .map((char) => toCyrillicLayout.get(char) ?? char)
    .join('')
    .replace(/ё/g, 'е');
}

/** 'ыщдпфк' -> 'solgar' (typed with the Cyrillic layout on). */
export function cyrillicLayoutToLatin(word: string): string {
  return [...word].map((char) => toLatinLayout.get(char) ?? char).join('');
}

const LATIN_DIGRAPHS: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['yo', 'е'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ye', 'е'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ck', 'к'],
  ['qu', 'кв'],
  ['x', 'кс'],
  ['w', 'в'],
];
const LATIN_LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  y: 'и',
  z: 'з',
};

/** 'nurofen' -> 'нурофен'. A phonetic guess; trigram correction fixes the rest ('paracetamol' -> 'парацетамол'). */
export function transliterateLatin(word: string): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const digraph = LATIN_DIGRAPHS.find(([latin]) => word.startsWith(latin, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    const char = word[i] as string;
    // 'c' before e, i, y sounds like 'ц', otherwise like 'к'
    if (char === 'c') out += /[eiy]/.test(word[i + 1] ?? '') ? 'ц' : 'к';
    else out += LATIN_LETTERS[char] ?? char;
    i++;
  }
  return out;
}

const hasLatin = (word: string) => /[a-z]/.test(word);
const hasCyrillic = (word: string) => /[а-я]/.test(word);
const clean = (word: string) => word.replace(/[^a-zа-я0-9]/g, '');

/** The ways a typed word may have been meant: as typed, in the other layout, transliterated. Distinct, non-empty. */
export function wordVariants(word: string): string[] {
  const variants = [clean(word)];
  if (hasLatin(word) && !hasCyrillic(word)) {
    variants.push(clean(latinLayoutToCyrillic(word)), transliterateLatin(clean(word)));
  } else if (hasCyrillic(word) && !hasLatin(word)) {
    variants.push(clean(cyrillicLayoutToLatin(word)));
  }
  return [...new Set(variants.filter((variant) => variant.length > 0))];
}
