/**
 * The lexicon's long words held in memory, for finding a typed word with up to two slips. Reading every word of
 * about the typed length from the database for each query made a typo cost a scan of the lexicon and thousands of
 * rows sent to the API; here each word carries the set of letters it uses, and only words whose letters differ from
 * the typed word's by what two slips can change are counted in full.
 */
import { MAX_SLIPS, slipDistance, TWO_SLIPS_FROM } from './slips';

export interface SlipMatch {
  term: string;
  slips: number;
  frequency: number;
}

export interface SlipLexicon {
  /** the word with the fewest slips from `typed` (at most two; the more frequent of equals), or null */
  nearest(typed: string): SlipMatch | null;
}

interface Word {
  term: string;
  frequency: number;
  letters: number;
}

/** The cheapest slip (a neighbouring key) counts half, so two slips may bring in up to four letters. */
const MAX_NEW_LETTERS = MAX_SLIPS * 2;

/** A bit per letter of а–я (ё as е); a word of other letters uses none of them and is filtered by length only. */
export function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const index = code === 0x451 ? 5 : code - 0x430;
    if (index >= 0 && index < 32) set |= 1 << index;
  }
  return set;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Whether two slips could turn one set of letters into the other. */
function lettersWithinReach(typed: number, known: number): boolean {
  return bitCount(known & ~typed) <= MAX_NEW_LETTERS && bitCount(typed & ~known) <= MAX_NEW_LETTERS;
}

export function slipLexiconOf(rows: ReadonlyArray<{ term: string; frequency: number }>): SlipLexicon {
  const byLength = new Map<number, Word[]>();
  for (const { term, frequency } of rows) {
    if (term.length < TWO_SLIPS_FROM) continue;
    const words = byLength.get(term.length) ?? [];
    words.push({ term, frequency, letters: letterSet(term) });
    byLength.set(term.length, words);
  }
  return {
    nearest(typed) {
      const letters = letterSet(typed);
      let best: SlipMatch | null = null;
      const shortest = Math.max(typed.length - MAX_SLIPS, TWO_SLIPS_FROM);
      for (let length = shortest; length <= typed.length + MAX_SLIPS; length++) {
        for (const word of byLength.get(length) ?? []) {
          if (!lettersWithinReach(letters, word.letters)) continue;
          const slips = slipDistance(typed, word.term, best ? Math.min(best.slips, MAX_SLIPS) : MAX_SLIPS);
          if (slips > MAX_SLIPS) continue;
          if (!best || slips < best.slips || (slips === best.slips && word.frequency > best.frequency))
            best = { term: word.term, slips, frequency: word.frequency };
        }
      }
      return best;
    },
  };
}
