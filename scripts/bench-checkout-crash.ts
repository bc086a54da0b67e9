/**
 * `npm run bench:checkout-crash [-- --shoppers 60]`: kills the API (SIGKILL) in the middle of a burst of order
 * placements on the PostgreSQL server, restarts it, and retries every attempt whose answer was lost with the same
 * idempotency key. Checks: every order the client was told about exists, none is duplicated, stock adds up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contestedProduct, freshBenchDatabase } from './lib/bench-database';
import { HttpShopper, orderBody } from './lib/checkout-shopper';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const BASE = `http://127.0.0.1:${PORT}`;

function startApi(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'crash-secret',
      DEPLOY_DIR: '/tmp/apteka-crash-no-deploy',
      LOG_LEVEL: 'silent',
      APP_ENV: 'local',
    },
    stdio: 'ignore',
  });
}

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

async function main() {
  const { values } = parseArgs({ options: { shoppers: { type: 'string', default: '60' } } });
  const shoppers = Number(values.shoppers);
  const stock = shoppers * 2;
  const database = await freshBenchDatabase();
  let api = startApi(database.url);
  try {
    await waitUp();
    const { storeId, productId } = await contestedProduct(database.db, stock);
    const crowd = Array.from({ length: shoppers }, (_, i) => ({
      shopper: new HttpShopper(BASE),
      key: `crash-${i}-${Date.now()}`,
    }));
    // The first request of a session creates it (and its CSRF cookie); then the product goes into the basket.
    for (const { shopper } of crowd) {
      await shopper.call('GET', '/api/cart/');
      await shopper.call('POST', '/api/cart/', { productId, quantity: 1 });
    }

    const told = new Map<string, number>();
    const lost: typeof crowd = [];
    let answered = 0;
    const killAfter = Math.floor(shoppers / 3);
    await Promise.all(
      crowd.map(async (entry) => {
        try {
          const placed = await entry.shopper.call('POST', '/api/orders/', orderBody(storeId, entry.key));
          if (placed.status === 201 || placed.status === 200)
            told.set(entry.key, (placed.json as { order: { id: number } }).order.id);
          else lost.push(entry);
        } catch {
          lost.push(entry);
        }
        if (++answered === killAfter) api.kill('SIGKILL');
      }),
    );
    console.log(
      `burst of ${shoppers} placements; API killed after ${killAfter} answers: ${told.size} confirmed, ${lost.length} answers lost`,
    );

    api = startApi(database.url);
    await waitUp();
    let recovered = 0;
    for (const entry of lost) {
      const placed = await entry.shopper.call('POST', '/api/orders/', orderBody(storeId, entry.key));
      if (placed.status === 201 || placed.status === 200) {
        told.set(entry.key, (placed.json as { order: { id: number } }).order.id);
        recovered += 1;
      }
    }
    let stable = 0;
    for (const entry of crowd.filter((e) => told.has(e.key)).slice(0, 20)) {
      const again = await entry.shopper.call('POST', '/api/orders/', orderBody(storeId, entry.key));
      if ((again.json as { order?: { id: number } }).order?.id === told.get(entry.key)) stable += 1;
    }

    const ids = [...told.values()];
    const existing = (
      await database.db.query<{ id: number }>('SELECT id FROM orders WHERE id = ANY($1::integer[])', [ids])
    ).rows.length;
    const perKey = (
      await database.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM orders GROUP BY session_id, idempotency_key HAVING count(*) > 1',
      )
    ).rows.length;
    const total = (await database.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM orders')).rows[0]!.n;
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
    const halfWritten = (
      await database.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
      )
    ).rows[0]!.n;

    console.log(
      `after restart: ${recovered} lost attempts retried with their key and confirmed; ${stable} confirmed keys re-sent gave the same order`,
    );
    console.log(
      `orders the client was told about: ${ids.length}; found in the database: ${existing}; orders in the database: ${total}`,
    );
    console.log(`duplicated orders: ${perKey}; orders without lines: ${halfWritten}`);
    console.log(`units sold: ${sold}; stock left: ${left}; sold + left = ${sold + left} (was ${stock})`);
    const ok =
      existing === ids.length &&
      total === ids.length &&
      perKey === 0 &&
      halfWritten === 0 &&
      sold + left === stock &&
      sold === total;
    console.log(ok ? 'OK: no order lost, none duplicated, stock adds up' : 'FAILED');
    if (!ok) process.exitCode = 1;
  } finally {
    api.kill('SIGKILL');
    await database.dispose();
  }
}

void main();
