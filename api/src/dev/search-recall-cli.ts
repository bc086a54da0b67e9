/**
 * `npm run bench:search-recall [-- --products 4000]`: seeds a throwaway in-memory catalogue and prints recall@5 of
 * the relevance set, precision@10 of complaints the products' indications name (aim ≥ 0.9 with at least 5 results
 * each), the same for complaints in phrasings the dictionary does not hold, judged by the products' own «Показания»
 * (aim ≥ 0.9, none answering nothing), how many words of the «Показания» answer nothing alone (aim 0), and recall@10
 * of long trade names typed with two slips (aim ≥ 0.95).
 */
import { parseArgs } from 'node:util';
import {
  complaintPrecision,
  evaluateRelevance,
  leafletPrecision,
  leafletWordsAnsweringNothing,
  recallOf,
  TOP,
  twoSlipRecall,
} from '../modules/catalog';
import { migrate } from '../platform/database/migrate';
import { openPgliteDb } from '../platform/database/pglite';
import { seedIfEmpty } from '../seed';

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '4000' } } });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive integer');
  const db = await openPgliteDb();
  try {
    await migrate(db);
    await seedIfEmpty(db, { products });
    const started = Date.now();
    const results = await evaluateRelevance(db);
    const byKind = new Map<string, { hits: number; total: number }>();
    for (const result of results) {
      const entry = byKind.get(result.case.kind) ?? { hits: 0, total: 0 };
      entry.total++;
      if (result.hit) entry.hits++;
      byKind.set(result.case.kind, entry);
      if (!result.hit)
        console.log(
          `miss: "${result.case.query}" -> ${JSON.stringify(result.case.expect)}; top: ${result.top.join(' | ') || '(nothing)'}`,
        );
    }
    for (const [kind, { hits, total }] of byKind) console.log(`${kind.padEnd(13)} ${hits}/${total}`);
    console.log(
      `recall@${TOP}: ${(recallOf(results) * 100).toFixed(1)}% of ${results.length} queries (${Date.now() - started} ms)`,
    );

    const complaints = await complaintPrecision(db);
    for (const one of complaints)
      console.log(`${one.query.padEnd(36)} precision@10 ${one.precision.toFixed(2)}, ${one.results} results`);
    const weakest = complaints.reduce((min, one) => Math.min(min, one.precision), 1);
    const fewest = complaints.reduce((min, one) => Math.min(min, one.results), Infinity);
    const mean = complaints.reduce((sum, one) => sum + one.precision, 0) / Math.max(1, complaints.length);
    console.log(
      `complaints: ${new Set(complaints.map((one) => one.complaint)).size} named by the catalogue's indications, ` +
        `${complaints.length} queries; precision@10 mean ${mean.toFixed(3)}, lowest ${weakest.toFixed(2)}; fewest results ${fewest}`,
    );

    const phrasings = await leafletPrecision(db);
    for (const one of phrasings)
      console.log(
        `${one.query.padEnd(36)} precision@10 ${one.precision.toFixed(2)}, ${one.results} results, ${one.named} named by instructions`,
      );
    const phrasingsMean = phrasings.reduce((sum, one) => sum + one.precision, 0) / Math.max(1, phrasings.length);
    const phrasingsLowest = phrasings.reduce((min, one) => Math.min(min, one.precision), 1);
    console.log(
      `phrasings the dictionary does not hold: ${phrasings.length} queries named by the catalogue's instructions; ` +
        `precision@10 mean ${phrasingsMean.toFixed(3)}, lowest ${phrasingsLowest.toFixed(2)}; ` +
        `answering nothing ${phrasings.filter((one) => one.results === 0).length}`,
    );
    const words = await leafletWordsAnsweringNothing(db);
    console.log(
      `words of the instructions searched alone: ${words.tried}, answering nothing ${words.nothing.length}` +
        (words.nothing.length > 0 ? ` (${words.nothing.join(', ')})` : ''),
    );

    const slips = await twoSlipRecall(db);
    for (const miss of slips.filter((one) => !one.found)) console.log(`two slips missed: ${miss.typed} (${miss.name})`);
    const found = slips.filter((one) => one.found).length;
    console.log(
      `two slips: recall@10 ${(found / Math.max(1, slips.length)).toFixed(3)} (${found}/${slips.length} long names)`,
    );
  } finally {
    await db.close();
  }
}

void main();
