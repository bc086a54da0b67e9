/**
 * Two measures of the search built from the catalogue rather than a fixed list: precision of the first ten for
 * complaints the products' own indications name (judged by each product's «Показания»), and recall of the first
 * ten for long trade names typed with two slips.
 */
import { DEFAULT_REGION_ID } from '@apteka/contracts';
import type { Queryable } from '../../../platform/database/types';
import { STOCKLESS_OFFERS } from '../product-cards';
import { listProducts } from '../products-repository';
import { postgresCatalogSearch } from './catalog-search-repository';
import { COMPLAINTS } from './complaint-dictionary';
import { complaintsNamedByIndications, indicatedFor, longTradeNames } from './recall-samples-repository';
import { TWO_SLIPS_FROM } from './slips';

const TOP_TEN = 10;

/** The first ten results of a query as the results page ranks them, in the default region, and their total. */
export async function firstTen(db: Queryable, query: string) {
  const resolved = await postgresCatalogSearch.resolve(db, query);
  if (!resolved) return { items: [], total: 0 };
  const { items, total } = await listProducts(db, {
    regionId: DEFAULT_REGION_ID,
    chain: STOCKLESS_OFFERS,
    mode: 'pickup',
    search: resolved,
    filters: {},
    page: 1,
    limit: TOP_TEN,
  });
  return { items, total };
}

export interface ComplaintPrecision {
  complaint: string;
  query: string;
  results: number;
  precision: number;
}

/** Each complaint the catalogue's indications name, asked the ways shoppers do: «от …», «средство от …», «…». */
export async function complaintPrecision(db: Queryable): Promise<ComplaintPrecision[]> {
  const out: ComplaintPrecision[] = [];
  for (const { id } of await complaintsNamedByIndications(db)) {
    const complaint = COMPLAINTS.find((one) => one.id === id);
    if (!complaint) continue;
    const word = complaint.words[0] as string;
    for (const query of [complaint.of, `средство ${complaint.of}`, word]) {
      const { items, total } = await firstTen(db, query);
      const relevant = await indicatedFor(
        db,
        id,
        items.map((item) => item.id),
      );
      out.push({
        complaint: id,
        query,
        results: total,
        precision: items.length ? items.filter((item) => relevant.has(item.id)).length / items.length : 0,
      });
    }
  }
  return out;
}

/** Two slips in a word: a letter changed (a vowel for another, as shoppers do) and one dropped, at seeded places. */
export function withTwoSlips(word: string, seed: number): string {
  const letters = [...word];
  const vowels = 'аеиоуыэюя';
  const vowelAt = letters.map((char, i) => (i > 0 && vowels.includes(char) ? i : -1)).filter((i) => i >= 0);
  const at = vowelAt[seed % Math.max(1, vowelAt.length)] ?? 1;
  const current = letters[at] as string;
  letters[at] = vowels[(vowels.indexOf(current) + 1 + (seed % 8)) % vowels.length] as string;
  const drop = 1 + ((seed * 7) % (letters.length - 2));
  return [...letters.slice(0, drop), ...letters.slice(drop + 1)].join('');
}

export interface SlipRecall {
  name: string;
  typed: string;
  found: boolean;
}

/** Long trade names of the region typed with two slips: is a product of that name among the first ten? */
export async function twoSlipRecall(db: Queryable, sample = 60): Promise<SlipRecall[]> {
  const names = await longTradeNames(db, DEFAULT_REGION_ID, TWO_SLIPS_FROM, sample);
  const out: SlipRecall[] = [];
  for (const [index, name] of names.entries()) {
    const typed = withTwoSlips(name, index + 1);
    const { items } = await firstTen(db, typed);
    out.push({ name, typed, found: items.some((item) => item.name.toLowerCase().startsWith(name)) });
  }
  return out;
}
