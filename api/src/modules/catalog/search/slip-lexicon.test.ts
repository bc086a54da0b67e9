import { letterSet, slipLexiconOf } from './slip-lexicon';
import { slipDistance } from './slips';

const words = (...terms: Array<[string, number]>) => terms.map(([term, frequency]) => ({ term, frequency }));

describe('the lexicon of long words', () => {
  const lexicon = slipLexiconOf(
    words(['парацетамол', 5], ['ибупрофен', 9], ['амоксициллин', 3], ['нурофен', 4], ['ацетилцистеин', 2]),
  );

  test('finds a long word typed with two slips, and says how many', () => {
    expect(lexicon.nearest('пороцетамол')).toEqual({ term: 'парацетамол', slips: 2, frequency: 5 });
    expect(lexicon.nearest('ибупрфоен')).toEqual({ term: 'ибупрофен', slips: 1, frequency: 9 });
    expect(lexicon.nearest('амоксицилин')).toEqual({ term: 'амоксициллин', slips: 1, frequency: 3 });
  });

  test('a neighbouring key counts half, so four of them are still two slips', () => {
    // а→в, ц→у, а→п, л→д: each a key next to the right one on ЙЦУКЕН, and four new letters
    const typed = 'пврауетпмод';
    expect(slipDistance(typed, 'парацетамол')).toBe(2);
    expect(lexicon.nearest(typed)?.term).toBe('парацетамол');
  });

  test('three slips, or known words shorter than seven letters, find nothing', () => {
    expect(lexicon.nearest('пиротцетамал')).toBeNull();
    // the known word's length counts: a seven-letter name typed short by a letter is still found
    expect(lexicon.nearest('нурафн')).toEqual({ term: 'нурофен', slips: 2, frequency: 4 });
    expect(slipLexiconOf(words(['анвифен', 1])).nearest('анвифен')).toEqual({
      term: 'анвифен',
      slips: 0,
      frequency: 1,
    });
    expect(slipLexiconOf(words(['арбид', 1])).nearest('арбит')).toBeNull();
  });

  test('of two words as near, the more frequent one', () => {
    const twins = slipLexiconOf(words(['кагоцелл', 1], ['кагоцелк', 7]));
    expect(twins.nearest('кагоцел')).toEqual({ term: 'кагоцелк', slips: 1, frequency: 7 });
  });

  test('gives what a full count of slips over every word gives', () => {
    const all = words(
      ['парацетамол', 5],
      ['парацетамолом', 1],
      ['пантенол', 2],
      ['пентоксифиллин', 1],
      ['панкреатин', 8],
      ['пирацетам', 6],
    );
    const fast = slipLexiconOf(all);
    for (const typed of ['парацетомал', 'пирацетм', 'панкриатин', 'пантинол', 'пентоксифилин', 'папаверин']) {
      const counted = all
        .map(({ term, frequency }) => ({ term, frequency, slips: slipDistance(typed, term, 2) }))
        .filter(({ term, slips }) => term.length >= 7 && Math.abs(term.length - typed.length) <= 2 && slips <= 2)
        .sort((a, b) => a.slips - b.slips || b.frequency - a.frequency)[0];
      expect({ typed, found: fast.nearest(typed) }).toEqual({ typed, found: counted ?? null });
    }
  });

  test('a word names its letters, ё as е', () => {
    expect(letterSet('её')).toBe(letterSet('е'));
    expect(letterSet('аб')).toBe(0b11);
    expect(letterSet('abc')).toBe(0);
  });
});
