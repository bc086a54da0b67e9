/**
 * `npm run bench:content [-- --articles 2000 --connections 50 --seconds 20]`: on a fresh database of the PostgreSQL
 * server, imports the store's content folder with its articles repeated up to 2,000 (timing the import and a second,
 * unchanged run), starts the API as its own process and loads article pages, article lists (all, by rubric, by tag,
 * deep pages) and promotion pages from a separate load process with 50 readers. Prints req/s and p50/p95/p99.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importContent } from '../api/src/modules/content';
import { ROOT } from './lib/apps';
import { startApi, stopApi, waitUp } from './lib/api-process';
import { freshBenchDatabase } from './lib/bench-database';
import { HttpShopper } from './lib/checkout-shopper';
import { runLoadProcess } from './lib/load-process';
import type { LoadPlan } from './lib/load-generator';

const PORT = 3196;
const BASE = `http://127.0.0.1:${PORT}`;

/** The content folder with its articles written again under new ids, slugs and dates until there are `count`. */
async function contentWith(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-content-'));
  await cp(path.join(ROOT, 'content'), folder, { recursive: true });
  const dir = path.join(folder, 'articles');
  const originals = await Promise.all(
    (await readdir(dir)).filter((name) => name.endsWith('.md')).map((name) => readFile(path.join(dir, name), 'utf8')),
  );
  for (let n = originals.length; n < count; n++) {
    const id = 10_000 + n;
    const day = new Date(Date.UTC(2020, 0, 1) + (n % 2000) * 86_400_000).toISOString().slice(0, 10);
    const text = originals[n % originals.length]!.replace(/^id: \d+$/m, `id: ${id}`)
      .replace(/^date: .+$/m, `date: ${day}`)
      .replace(
        /^title: (.+)$/m,
        (_, title: string) => `title: ${title.replace(/'$/, ` (${n})'`).replace(/^([^'].*)$/, `$1 (${n})`)}`,
      );
    await writeFile(path.join(dir, `statya-${id}.md`), text);
  }
  return folder;
}

async function main() {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '2000' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '20' },
    },
  });
  const articles = Number(values.articles);
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const database = await freshBenchDatabase();
  const folder = await contentWith(articles);
  try {
    let started = Date.now();
    const report = await importContent(database.db, folder);
    console.log(
      `import of ${report.articles.created} articles, ${report.promotions.created} promotions, ${report.info_pages.created} pages: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    started = Date.now();
    const again = await importContent(database.db, folder);
    console.log(
      `the same folder again: ${again.articles.unchanged} unchanged, ${again.articles.updated} changed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const api = startApi(PORT, { DATABASE_URL: database.url, SESSION_SECRET: 'bench-secret' });
    try {
      await waitUp(api, BASE);
      const visitors: string[] = [];
      for (let i = 0; i < connections; i++) {
        const reader = new HttpShopper(BASE);
        await reader.call('GET', '/api/customer/');
        visitors.push(reader.cookieHeader());
      }
      const { rows: ids } = await database.db.query<{ id: number }>(
        'SELECT id FROM articles WHERE published ORDER BY id',
      );
      const { rows: topics } = await database.db.query<{ category_id: number; tag: string }>(
        'SELECT DISTINCT category_id, tags[1] AS tag FROM articles',
      );
      const promotions = (await (
        await fetch(`${BASE}/api/content/promotions`, { headers: { cookie: visitors[0]! } })
      ).json()) as {
        items: Array<{ slug: string }>;
      };
      const workloads: Record<string, string[]> = {
        'article page': ids.map((row) => `/api/content/articles/${row.id}`),
        'articles list': [
          ...Array.from({ length: 50 }, (_, i) => `/api/content/articles?page=${i + 1}`),
          ...topics.map((row) => `/api/content/articles?category=${row.category_id}`),
          ...topics.map((row) => `/api/content/articles?tag=${encodeURIComponent(row.tag)}&page=2`),
        ],
        'promotion page': promotions.items.map((item) => `/api/content/promotions/${item.slug}`),
      };
      console.log(
        `PostgreSQL server; ${connections} readers at once from a separate load process, ${seconds} s per path`,
      );
      console.log('| path | req/s | p50 | p95 | p99 | errors |');
      console.log('|---|---|---|---|---|---|');
      for (const [name, paths] of Object.entries(workloads)) {
        const plan: LoadPlan = { base: BASE, connections, durationMs: 3000, visitors, paths, seed: 1 };
        await runLoadProcess(plan);
        const result = await runLoadProcess({ ...plan, durationMs: seconds * 1000, seed: 2 });
        console.log(
          `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${result.ms.p50.toFixed(0)} ms | ${result.ms.p95.toFixed(0)} ms | ${result.ms.p99.toFixed(0)} ms | ${result.errors}${result.errorSamples.length ? ` (${result.errorSamples[0]})` : ''} |`,
        );
      }
    } finally {
      await stopApi(api);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
