/**
 * `npm run bench:checkout [-- --shoppers 100 --stock 10]`: N shoppers race over HTTP for one product with a stock
 * of K, on a fresh database of the PostgreSQL server (BENCH_POSTGRES_URL, default 127.0.0.1:5432). Each adds the
 * product and places a pickup order at once. Prints orders placed, units sold, oversell (must be 0) and the p95
 * latency of add-to-basket and of placement.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../api/src/app';
import { freshBenchDatabase, contestedProduct } from './lib/bench-database';
import { HttpShopper, orderBody, percentile } from './lib/checkout-shopper';

async function main() {
  const { values } = parseArgs({
    options: { shoppers: { type: 'string', default: '100' }, stock: { type: 'string', default: '10' } },
  });
  const shoppers = Number(values.shoppers);
  const stock = Number(values.stock);
  const database = await freshBenchDatabase();
  const app = await buildApp(
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: database.url,
      dataDir: '/tmp/apteka-bench-unused',
      origin: { driver: 'fs', dir: '/tmp/apteka-bench-no-deploy' },
      contentDir: '/tmp/apteka-bench-no-content',
      brand: 'samson',
      env: 'local',
      sessionSecret: 'bench-secret',
      buildId: 'bench',
      logLevel: 'silent',
    },
    database.db,
    { logger: false },
  );
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { storeId, productId } = await contestedProduct(database.db, stock);
    const crowd = Array.from({ length: shoppers }, () => new HttpShopper(address));
    await Promise.all(crowd.map((s) => s.call('GET', '/api/cart/')));

    const addMs: number[] = [];
    const placeMs: number[] = [];
    const outcomes: number[] = [];
    const started = performance.now();
    await Promise.all(
      crowd.map(async (shopper, i) => {
        const added = await shopper.call('POST', '/api/cart/', { productId, quantity: 1 });
        addMs.push(added.ms);
        const placed = await shopper.call('POST', '/api/orders/', orderBody(storeId, `bench-${i}-${Date.now()}`));
        placeMs.push(placed.ms);
        outcomes.push(placed.status);
      }),
    );
    const wallMs = performance.now() - started;

    const sold = (
      await database.db.query<{ n: number }>(
        'SELECT coalesce(sum(quantity), 0)::integer AS n FROM order_items WHERE product_id = $1',
        [productId],
      )
    ).rows[0]!.n;
    const left = (
      await database.db.query<{ q: number }>(
        'SELECT quantity AS q FROM stock WHERE store_id = $1 AND product_id = $2',
        [storeId, productId],
      )
    ).rows[0]!.q;
    const placed = outcomes.filter((s) => s === 201).length;
    const refused = outcomes.filter((s) => s === 409).length;
    const other = outcomes.length - placed - refused;
    const oversell = Math.max(0, sold - stock);
    console.log(
      `engine: PostgreSQL server; shoppers: ${shoppers}; stock: ${stock}; wall time: ${wallMs.toFixed(0)} ms`,
    );
    console.log(`orders placed: ${placed}; refused as sold out (409): ${refused}; other answers: ${other}`);
    console.log(`units sold: ${sold}; stock left: ${left}; sold + left = ${sold + left} (was ${stock})`);
    console.log(`oversell: ${oversell}`);
    console.log(
      `add-to-basket p95: ${percentile(addMs, 95).toFixed(1)} ms (p50 ${percentile(addMs, 50).toFixed(1)} ms)`,
    );
    console.log(
      `placement p95: ${percentile(placeMs, 95).toFixed(1)} ms (p50 ${percentile(placeMs, 50).toFixed(1)} ms)`,
    );
    if (oversell > 0 || sold + left !== stock || other > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.dispose();
  }
}

void main();
