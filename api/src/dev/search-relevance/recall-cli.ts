/** `npm run bench:search-recall`: seeds a throwaway in-memory catalogue and prints recall@5 of the relevance set. */
import { migrate } from '../../platform/database/migrate';
import { openPgliteDb } from '../../platform/database/pglite';
import { seedIfEmpty } from '../../seed';
import { evaluateRelevance, recallOf, TOP } from './relevance';

async function main() {
  const db = await openPgliteDb();
  try {
    await migrate(db);
    await seedIfEmpty(db, { products: Number(process.env.PRODUCTS ?? 4000) });
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
