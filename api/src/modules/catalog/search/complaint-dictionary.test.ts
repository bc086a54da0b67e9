import { FORMS } from '../../../seed/data/forms';
import { CHILD_WORDS, COMPLAINTS, FILLER_WORDS, FORM_WORDS } from './complaint-dictionary';
import { neighbouringKeys, slipDistance } from './slips';

describe('the complaint dictionary file', () => {
  const everyWord = [
    ...COMPLAINTS.flatMap((complaint) => complaint.words.map((word) => ({ word, owner: complaint.id }))),
    ...FORM_WORDS.flatMap((form) => form.words.map((word) => ({ word, owner: form.id }))),
    ...CHILD_WORDS.map((word) => ({ word, owner: 'children' })),
    ...FILLER_WORDS.map((word) => ({ word, owner: 'filler' })),
  ];

  test('names each complaint, form and word once, in lower case without ё', () => {
    expect(new Set(COMPLAINTS.map((c) => c.id)).size).toBe(COMPLAINTS.length);
    expect(new Set(FORM_WORDS.map((f) => f.id)).size).toBe(FORM_WORDS.length);
    const owners = new Map<string, string[]>();
    for (const { word, owner } of everyWord) owners.set(word, [...(owners.get(word) ?? []), owner]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    expect(everyWord.filter(({ word }) => word !== word.toLowerCase() || word.includes('ё'))).toEqual([]);
  });

  test('headings are Russian phrases starting with a capital; only a general complaint gives way', () => {
    for (const complaint of COMPLAINTS) {
      expect(complaint.heading).toMatch(/^[А-Я][а-я ]+$/);
      expect(complaint.of).toMatch(/^(от|для) [а-я ]+$/);
    }
    expect(COMPLAINTS.filter((c) => c.weak).map((c) => c.id)).toEqual(['pain']);
  });

  test('the synonym rings the issue asks for are one complaint each', () => {
    const ringOf = (word: string) => COMPLAINTS.find((c) => c.words.includes(word))?.id;
    expect(ringOf('изжога')).toBe(ringOf('рефлюкс'));
    expect(new Set(['температура', 'жар', 'лихорадка'].map(ringOf)).size).toBe(1);
    expect(new Set(['насморк', 'ринит', 'заложенность'].map(ringOf)).size).toBe(1);
    expect(new Set(['простуда', 'орви', 'грипп'].map(ringOf)).size).toBe(1);
  });

  test('form words narrow to release forms the catalogue has', () => {
    const formTypes = new Set(Object.values(FORMS).map((form) => form.formType));
    expect(FORM_WORDS.flatMap((form) => form.formTypes).filter((type) => !formTypes.has(type))).toEqual([]);
  });
});

describe('slips', () => {
  test('count edits, swaps and neighbouring keys', () => {
    expect(slipDistance('парацетамол', 'парацетамол')).toBe(0);
    expect(slipDistance('парацитамол', 'парацетамол')).toBe(1);
    expect(slipDistance('пароцетамл', 'парацетамол')).toBe(2);
    expect(slipDistance('апрацетамол', 'парацетамол')).toBe(1);
    expect(neighbouringKeys('е', 'к')).toBe(true);
    expect(neighbouringKeys('е', 'ж')).toBe(false);
    expect(slipDistance('нурофкн', 'нурофен')).toBe(0.5);
    expect(slipDistance('амоксиклав', 'нурофен', 2)).toBe(Infinity);
  });
});
