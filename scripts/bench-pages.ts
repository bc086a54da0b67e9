/**
 * `npm run bench:pages [-- --connections 20 --seconds 20]`: what drawing pages on the server costs the page server.
 * Builds for production and starts the store on a spare port twice, drawing pages on the server and then not
 * (`SERVER_RENDER=0`: the shell and its first answers only), and each time loads the pages of the Lighthouse list's
 * kinds — home, category listings, product pages, an article — as returning shoppers from a separate load process.
 * Prints req/s and p50/p95/p99 of the HTML answers for both.
 */
import { parseArgs } from 'node:util';
import { HttpShopper } from './lib/checkout-shopper';
import { runLoadProcess } from './lib/load-process';
import type { LoadResult } from './lib/load-generator';
import { startSpareStore } from './lib/spare-store';

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const BASE = `http://localhost:${PORT}`;

/** Page addresses of each kind, found through the API as a shopper reaches them. */
async function pageAddresses(): Promise<string[]> {
  const shopper = new HttpShopper(BASE);
  const menu = (await shopper.call('GET', '/api/category/menu')).json as Array<{
    path: string[];
    children: Array<{ path: string[] }>;
  }>;
  const categories = menu.flatMap((top) => [top, ...top.children]).slice(0, 8);
  const products: string[] = [];
  for (const category of categories.slice(0, 4)) {
    const listing = (await shopper.call('GET', `/api/products?category=${category.path.join('/')}`)).json as {
      productList: { items: Array<{ slug: string }> };
    };
    products.push(...listing.productList.items.slice(0, 10).map((item) => `/catalog/product/${item.slug}`));
  }
  const articles = (await shopper.call('GET', '/api/content/articles')).json as { items: Array<{ id: number }> };
  return [
    '/',
    ...categories.map((category) => `/catalog/${category.path.join('/')}`),
    ...products,
    ...articles.items.slice(0, 4).map((article) => `/articles/${article.id}`),
  ];
}

async function measure(serverRender: boolean, connections: number, seconds: number): Promise<LoadResult> {
  process.env.SERVER_RENDER = serverRender ? '1' : '0';
  const store = startSpareStore(PORT, 'bench-pages');
  try {
    await store.ready();
    const paths = await pageAddresses();
    const visitors: string[] = [];
    for (let i = 0; i < connections; i++) {
      const shopper = new HttpShopper(BASE);
      await shopper.call('GET', '/api/customer/');
      visitors.push(`${shopper.cookieHeader()}; apteka_consent_analytics=denied`);
    }
    return await runLoadProcess({
      base: BASE,
      connections,
      durationMs: seconds * 1000,
      visitors,
      paths,
      seed: 7,
      accept: 'text/html',
    });
  } finally {
    store.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { connections: { type: 'string', default: '20' }, seconds: { type: 'string', default: '20' } },
  });
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const drawn = await measure(true, connections, seconds);
  const undrawn = await measure(false, connections, seconds);
  console.log(`\npages (home, listings, products, articles), ${connections} shoppers, ${seconds} s each, PGlite\n`);
  console.log('| pages | req/s | p50 | p95 | p99 | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, result] of [
    ['drawn on the server', drawn],
    ['drawn by the browser (SERVER_RENDER=0)', undrawn],
  ] as const) {
    console.log(
      `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${result.ms.p50.toFixed(0)} ms | ${result.ms.p95.toFixed(0)} ms | ` +
        `${result.ms.p99.toFixed(0)} ms | ${result.errors} |`,
    );
    for (const sample of result.errorSamples) console.log(`  ${sample}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
