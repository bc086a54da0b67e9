import type { WordMeaning } from './complaint-dictionary-repository';
import { allOf, anyOf, leafletTerm, leafletWords } from './leaflet-query';

const meaning = (
  n: number,
  lexeme: string | null,
  key: string | null,
  kind: WordMeaning['kind'] = null,
): WordMeaning => ({
  n,
  lexeme,
  key,
  kind,
  ref: kind ? 'x' : null,
  indications: null,
  weak: null,
});

describe('the words of a query looked for in instructions', () => {
  test('leave out stop words and the dictionary lead-ins, forms and age words, keep the rest once', () => {
    const words = leafletWords([
      meaning(0, 'маз', 'маз', 'form'),
      meaning(1, null, null),
      meaning(2, 'грибк', 'грибк', 'complaint'),
      meaning(3, 'ногт', 'ногт'),
      meaning(4, 'средств', 'средств', 'filler'),
      meaning(5, 'детск', 'детск', 'age'),
      meaning(6, 'ногт', 'ногт'),
    ]);
    expect(words).toEqual([
      { n: 2, lexeme: 'грибк', key: 'грибк' },
      { n: 3, lexeme: 'ногт', key: 'ногт' },
    ]);
  });

  test('a word the dictionary knows several ways is left out if any of them is a lead-in', () => {
    expect(
      leafletWords([
        meaning(0, 'повышен', 'повышн'),
        meaning(0, 'повышен', 'повышн', 'filler'),
        meaning(1, 'тонус', 'тонус'),
      ]),
    ).toEqual([{ n: 1, lexeme: 'тонус', key: 'тонус' }]);
  });

  test('lead-ins and qualifiers alone are what there is to look for', () => {
    expect(leafletWords([meaning(0, 'остр', 'остр', 'filler'), meaning(1, null, null)])).toEqual([
      { n: 0, lexeme: 'остр', key: 'остр' },
    ]);
  });

  test('keep each word as typed beside its stem', () => {
    expect(
      leafletWords([meaning(0, 'дефиц', 'дефиц'), meaning(1, 'витамин', 'витамин')], ['дефицит', 'витаминов']),
    ).toEqual([
      { n: 0, lexeme: 'дефиц', key: 'дефиц', typed: 'дефицит' },
      { n: 1, lexeme: 'витамин', key: 'витамин', typed: 'витаминов' },
    ]);
  });
});

describe('a word as tsquery text', () => {
  test('matches by stem and by key, as a prefix from six letters on', () => {
    expect(leafletTerm({ n: 0, lexeme: 'грибок', key: 'грибк' })).toBe("('грибок':* | 'грибк')");
    expect(leafletTerm({ n: 0, lexeme: 'депресс', key: 'депресс' })).toBe("'депресс':*");
    expect(leafletTerm({ n: 0, lexeme: 'памят', key: 'памят' })).toBe("'памят'");
    expect(leafletTerm({ n: 0, lexeme: 'ног', key: 'ног' })).toBe("'ног'");
  });

  test('matches as typed too: the stemmer reads «дефицит» as a verb and cuts it shorter than «дефицита» → «дефицит»', () => {
    const deficit = { n: 0, lexeme: 'дефиц', key: 'дефиц', typed: 'дефицит' };
    expect(leafletTerm(deficit)).toBe("('дефиц' | 'дефицит':*)");
    expect(leafletTerm(deficit, 'A', true)).toBe("('дефиц':A | 'дефицит':A)");
    expect(leafletTerm({ n: 0, lexeme: 'ног', key: 'ног', typed: 'ног' })).toBe("'ног'");
  });

  test('keeps to a weight when asked', () => {
    expect(leafletTerm({ n: 0, lexeme: 'ног', key: 'ног' }, 'A')).toBe("'ног':A");
    expect(leafletTerm({ n: 0, lexeme: 'грибок', key: 'грибк' }, 'A')).toBe("('грибок':*A | 'грибк':A)");
    expect(leafletTerm({ n: 0, lexeme: 'гастр', key: 'гастр' }, 'A', true)).toBe("'гастр':A");
    expect(leafletTerm({ n: 0, lexeme: 'гастр', key: 'гастр' }, '', true)).toBe("'гастр'");
  });

  test('quotes what tsquery syntax would read', () => {
    expect(leafletTerm({ n: 0, lexeme: "o'neill", key: "o'neill" })).toBe("'o''neill':*");
  });

  test('joins words with and / or', () => {
    const words = [
      { n: 0, lexeme: 'отек', key: 'отек' },
      { n: 1, lexeme: 'ног', key: 'ног' },
    ];
    expect(allOf(words)).toBe("'отек' & 'ног'");
    expect(anyOf(words)).toBe("'отек' | 'ног'");
  });
});
