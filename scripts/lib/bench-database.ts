import net from 'node:net';
import { migrate } from '../../api/src/platform/database/migrate';
import { createThrowawayPostgres } from '../../api/src/platform/database/throwaway-postgres';
import type { Db } from '../../api/src/platform/database/types';
import { seedIfEmpty } from '../../api/src/seed';

/** The benches run the default store, Самсон-Фарма, which takes orders at its own chain's pharmacies only. */
const BENCH_CHAIN = 'samson';

export const ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something listens at host:port (the PostgreSQL server, before choosing the engines to measure). */
export const serverAnswers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });

/** A fresh database on the PostgreSQL server, migrated and seeded with a small catalogue; dropped by dispose(). */
export async function freshBenchDatabase(
  products = 200,
): Promise<{ db: Db; url: string; dispose: () => Promise<void> }> {
  const { db, connectionString, dispose } = await createThrowawayPostgres(ADMIN_URL, 'apteka_bench', 10);
  await migrate(db);
  await seedIfEmpty(db, { products });
  return { db, url: connectionString, dispose };
}

/** Plenty of every product on sale in the chain's Moscow pharmacies, so a long load's orders never run a shelf dry: those goods. */
export async function stockUp(db: Db): Promise<Array<{ storeId: number; productId: number }>> {
  const { rows } = await db.query<{ storeId: number; productId: number }>(
    `UPDATE stock s SET quantity = 1000000
       FROM stores st, products p, product_prices pr
      WHERE st.id = s.store_id AND st.region_id = 14 AND st.chain = $1 AND NOT st.is_dark_store
        AND p.id = s.product_id AND NOT p.is_prescription AND NOT p.is_dark_store_only
        AND pr.product_id = p.id AND pr.region_id = 14 AND s.quantity > 0
      RETURNING s.store_id AS "storeId", s.product_id AS "productId"`,
    [BENCH_CHAIN],
  );
  return rows;
}

/** An ordinary product of one of the chain's Moscow pharmacies, its stock set to exactly `stock`. */
export async function contestedProduct(db: Db, stock: number): Promise<{ storeId: number; productId: number }> {
  const { rows } = await db.query<{ store_id: number; product_id: number }>(
    `SELECT s.store_id, s.product_id FROM stock s
       JOIN stores st ON st.id = s.store_id AND st.region_id = 14 AND st.chain = $1 AND NOT st.is_dark_store
       JOIN products p ON p.id = s.product_id AND NOT p.is_prescription AND NOT p.is_dark_store_only
       JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
      WHERE s.quantity > 0 ORDER BY s.store_id, s.product_id LIMIT 1`,
    [BENCH_CHAIN],
  );
  const row = rows[0]!;
  await db.query('UPDATE stock SET quantity = $3 WHERE store_id = $1 AND product_id = $2', [
    row.store_id,
    row.product_id,
    stock,
  ]);
  return { storeId: row.store_id, productId: row.product_id };
}
