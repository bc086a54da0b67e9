import type { RegionCases } from './entities';

const VOWELS = 'аеёиоуыэюя';

/** 'в' or 'во': 'во' before в/ф followed by a consonant ('во Владимире', 'в Воронеже'). */
export function inPreposition(word: string): 'в' | 'во' {
  const [first, second] = word.toLowerCase();
  return (first === 'в' || first === 'ф') && second !== undefined && !VOWELS.includes(second) ? 'во' : 'в';
}

/** 'в Москве', 'во Владимире'. */
export const inRegion = (cases: RegionCases) => `${inPreposition(cases.name_gde)} ${cases.name_gde}`;
/** 'Доставка по Москве'. */
export const deliveryAcross = (cases: RegionCases) => `Доставка по ${cases.name_dat}`;
/** 'Аптеки в Санкт-Петербурге'. */
export const pharmaciesIn = (cases: RegionCases) => `Аптеки ${inRegion(cases)}`;
