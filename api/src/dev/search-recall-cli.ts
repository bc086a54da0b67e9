/**
 * `npm run bench:search-recall [-- --products 4000]`: seeds a throwaway in-memory catalogue and prints recall@5 of
 * the relevance set.
 */
import { parseArgs } from 'node:util';
import { evaluateRelevance, recallOf, TOP } from '../modules/catalog';
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
  } finally {
    await db.close();
  }
}

void main();
