/**
 * Complaints in phrasings the complaint dictionary does not hold, judged by the products' own instructions: a
 * product is relevant when its own «Показания» name the complaint (`named`, written out here by hand rather than
 * taken from the search, so the search is not judged by itself). Only complaints some product's «Показания» name
 * are listed: the search must answer each, and its first ten must be relevant. Measured by
 * `npm run bench:search-recall`, apart from the dictionary's own list.
 */
import { DEFAULT_REGION_ID } from '@apteka/contracts';
import type { Queryable } from '../../../platform/database/types';
import { firstTen } from './complaint-recall';
import { indicationWords, regionIndications } from './recall-samples-repository';

export interface LeafletCase {
  query: string;
  /** what the «Показания» of a relevant product say */
  named: RegExp;
}

export const LEAFLET_PHRASINGS: LeafletCase[] = [
  { query: 'от отеков ног', named: /отек/i },
  { query: 'отеки', named: /отек/i },
  { query: 'тяжесть в ногах', named: /тяжесть и боль в ногах/i },
  { query: 'судороги', named: /судорог/i },
  { query: 'мазь от грибка ногтей', named: /грибк|микоз/i },
  { query: 'онихомикоз', named: /онихомикоз/i },
  { query: 'лишай', named: /лишай/i },
  { query: 'опрелости', named: /опрелост/i },
  { query: 'для памяти', named: /памят/i },
  { query: 'при болезненных менструациях', named: /менструац/i },
  { query: 'язва желудка', named: /язв/i },
  { query: 'от тошноты', named: /тошнот/i },
  { query: 'рвота', named: /рвот/i },
  { query: 'для печени', named: /печен/i },
  { query: 'гастрит', named: /гастрит/i },
  { query: 'дисбактериоз', named: /дисбактериоз/i },
  { query: 'холестерин', named: /холестерин/i },
  { query: 'стенокардия', named: /стенокарди/i },
  { query: 'от тромбоза', named: /тромбоз/i },
  { query: 'инсульт', named: /инсульт/i },
  { query: 'при диабете', named: /диабет/i },
  { query: 'эпилепсия', named: /эпилепси/i },
  { query: 'невралгия', named: /невралги/i },
  { query: 'депрессия', named: /депресс/i },
  { query: 'паническое расстройство', named: /паническ/i },
  { query: 'от ушибов', named: /ушиб/i },
  { query: 'растяжения', named: /растяжени/i },
  { query: 'астма', named: /астм/i },
  { query: 'бронхит', named: /бронхит/i },
  { query: 'пневмония', named: /пневмони/i },
  { query: 'стоматит', named: /стоматит/i },
  { query: 'щитовидная железа', named: /щитовидн/i },
  { query: 'гипотиреоз', named: /гипотиреоз/i },
  { query: 'эндометриоз', named: /эндометриоз/i },
  { query: 'эректильная дисфункция', named: /эректильн/i },
  { query: 'дефицит витаминов', named: /дефицит[а-я]* витамин/i },
];

export interface LeafletPrecision {
  query: string;
  results: number;
  /** products of the region whose own «Показания» name the complaint */
  named: number;
  precision: number;
}

/** Each phrasing some product's «Показания» name: how many results, and how many of the first ten are relevant. */
export async function leafletPrecision(db: Queryable, cases = LEAFLET_PHRASINGS): Promise<LeafletPrecision[]> {
  const indications = await regionIndications(db, DEFAULT_REGION_ID);
  const out: LeafletPrecision[] = [];
  for (const { query, named } of cases) {
    const naming = [...indications.values()].filter((text) => named.test(text)).length;
    if (naming === 0) continue;
    const { items, total } = await firstTen(db, query);
    const relevant = items.filter((item) => named.test(indications.get(item.id) ?? '')).length;
    out.push({ query, results: total, named: naming, precision: items.length ? relevant / items.length : 0 });
  }
  return out;
}

/** Every word of five letters or more in the region's «Показания», searched alone: those that answer nothing. */
export async function leafletWordsAnsweringNothing(db: Queryable): Promise<{ tried: number; nothing: string[] }> {
  const words = await indicationWords(db, DEFAULT_REGION_ID, 5);
  const nothing: string[] = [];
  for (const word of words) if ((await firstTen(db, word)).total === 0) nothing.push(word);
  return { tried: words.length, nothing };
}
