import type { Queryable } from '../../../platform/database/types';
import { wordMeanings, type WordMeaning } from './complaint-dictionary-repository';

/** A database that knows «кашля» as the cough complaint and «от» as a stop word, and counts what it is asked. */
function dictionaryDb() {
  const asked: string[][] = [];
  const meaningOf = (word: string, n: number): WordMeaning =>
    word === 'кашля'
      ? { n, lexeme: 'кашл', key: 'кашл', kind: 'complaint', ref: 'cough', indications: "'кашл':AB", weak: false }
      : {
          n,
          lexeme: word === 'от' ? null : word,
          key: word === 'от' ? null : word,
          kind: null,
          ref: null,
          indications: null,
          weak: null,
        };
  const db = {
    query: async (_sql: string, [words]: [string[]]) => {
      asked.push(words);
      return { rows: words.map((word, index) => meaningOf(word, index + 1)) };
    },
  } as unknown as Queryable;
  return { db, asked };
}

test('each word is read from the dictionary once, and keeps its place in every query', async () => {
  const { db, asked } = dictionaryDb();
  expect(await wordMeanings(db, ['от', 'кашля'])).toEqual([
    { n: 0, lexeme: null, key: null, kind: null, ref: null, indications: null, weak: null },
    { n: 1, lexeme: 'кашл', key: 'кашл', kind: 'complaint', ref: 'cough', indications: "'кашл':AB", weak: false },
  ]);
  expect(await wordMeanings(db, ['сироп', 'от', 'кашля'])).toEqual([
    { n: 0, lexeme: 'сироп', key: 'сироп', kind: null, ref: null, indications: null, weak: null },
    { n: 1, lexeme: null, key: null, kind: null, ref: null, indications: null, weak: null },
    { n: 2, lexeme: 'кашл', key: 'кашл', kind: 'complaint', ref: 'cough', indications: "'кашл':AB", weak: false },
  ]);
  expect(await wordMeanings(db, ['кашля', 'кашля'])).toHaveLength(2);
  expect(asked).toEqual([['от', 'кашля'], ['сироп']]);
});

test('another database is asked anew', async () => {
  const first = dictionaryDb();
  const second = dictionaryDb();
  await wordMeanings(first.db, ['кашля']);
  await wordMeanings(second.db, ['кашля']);
  expect(second.asked).toEqual([['кашля']]);
});
