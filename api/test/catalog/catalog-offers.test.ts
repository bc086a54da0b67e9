import { CHAINS } from '@apteka/contracts';
import { engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';

const sqlChains = `ARRAY[${CHAINS.map((chain) => `'${chain}'`).join(', ')}]`;

/**
 * The offers as they should be, computed straight from prices, products, stores and stock: one per chain for each
 * price of a product on sale, with the stock of that chain's stores of the region.
 */
const EXPECTED_OFFERS = `
  SELECT pp.region_id, c.chain, p.id AS product_id, p.category_id, p.brand_id, p.manufacturer_id, p.substance_id, p.trade_name,
         p.country, p.form_type, p.is_prescription, p.popularity, pp.base, pp.special, COALESCE(pp.special, pp.base) AS price,
         COALESCE(s.pharmacies, 0) AS pharmacies, COALESCE(s.units, 0) AS units, COALESCE(s.dark_units, 0) AS dark_units
    FROM product_prices pp JOIN products p ON p.id = pp.product_id AND p.withdrawn_at IS NULL
    CROSS JOIN unnest(${sqlChains}) AS c(chain)
    LEFT JOIN (
      SELECT st.region_id, st.chain, sk.product_id,
             (count(*) FILTER (WHERE sk.quantity > 0 AND NOT st.is_dark_store))::int AS pharmacies,
             (sum(sk.quantity) FILTER (WHERE NOT st.is_dark_store))::int AS units,
             (sum(sk.quantity) FILTER (WHERE st.is_dark_store))::int AS dark_units
        FROM stock sk JOIN stores st ON st.id = sk.store_id GROUP BY 1, 2, 3
    ) s ON s.region_id = pp.region_id AND s.chain = c.chain AND s.product_id = pp.product_id`;

const STORED_OFFERS = `
  SELECT region_id, chain, product_id, category_id, brand_id, manufacturer_id, substance_id, trade_name, country, form_type,
         is_prescription, popularity, base, special, price, pharmacies, units, dark_units
    FROM catalog_offers`;

describe.each(engineForRoutes)('the catalogue offers read model follows its sources (%s)', (engine) => {
  const context = useCatalogueApp(engine);
  const db = () => context.database.db;

  const count = async (sql: string, params: unknown[] = []) =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params)).rows[0]!.n;

  /** Rows on one side and not the other, both ways: 0 when the read model matches its sources exactly. */
  const drift = async () =>
    (await count(`(${EXPECTED_OFFERS}) EXCEPT (${STORED_OFFERS})`)) +
    (await count(`(${STORED_OFFERS}) EXCEPT (${EXPECTED_OFFERS})`));

  /**
   * A Moscow over-the-counter product left on the shelf of exactly one ordinary Самсон-Фарма pharmacy (the tests'
   * store's chain), emptied elsewhere.
   */
  async function productHeldOnce(): Promise<{ productId: number; storeId: number }> {
    const { rows } = await db().query<{ product_id: number; store_id: number }>(
      `SELECT sk.product_id, sk.store_id FROM stock sk JOIN stores st ON st.id = sk.store_id
        JOIN products p ON p.id = sk.product_id JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = 14
        WHERE st.region_id = 14 AND st.chain = 'samson' AND NOT st.is_dark_store AND sk.quantity > 0 AND NOT p.is_prescription
        ORDER BY sk.product_id, sk.store_id LIMIT 1`,
    );
    const { product_id: productId, store_id: storeId } = rows[0]!;
    await db().query(
      `UPDATE stock SET quantity = 0 WHERE product_id = $1 AND store_id <> $2 AND store_id IN (SELECT id FROM stores WHERE region_id = 14)`,
      [productId, storeId],
    );
    return { productId, storeId };
  }

  test('the seed builds it exactly', async () => {
    expect(await count(STORED_OFFERS)).toBeGreaterThan(0);
    expect(await drift()).toBe(0);
  });

  test('selling the last unit takes the product out of "in stock" in the same transaction', async () => {
    const { productId, storeId } = await productHeldOnce();
    await db().transaction(async (tx) => {
      await tx.query('UPDATE stock SET quantity = 0 WHERE store_id = $1 AND product_id = $2', [storeId, productId]);
      const { rows } = await tx.query<{ in_stock: boolean; pharmacies: number }>(
        "SELECT in_stock, pharmacies FROM catalog_offers WHERE region_id = 14 AND chain = 'samson' AND product_id = $1",
        [productId],
      );
      expect(rows[0]).toEqual({ in_stock: false, pharmacies: 0 });
    });
    const detail = (await new Visitor(context.app).get(`/api/products/${productId}`)).json<{
      availability: { status: string };
    }>();
    expect(detail.availability.status).toBe('not_available');
    expect(await drift()).toBe(0);

    await db().query('UPDATE stock SET quantity = 40 WHERE store_id = $1 AND product_id = $2', [storeId, productId]);
    const back = (await new Visitor(context.app).get(`/api/products/${productId}`)).json<{
      availability: { status: string; pharmacies: number };
    }>();
    expect(back.availability).toMatchObject({ status: 'in_stock', pharmacies: 1 });
    expect(await drift()).toBe(0);
  });

  test('new, changed and removed stock rows, prices, products and stores all keep it exact', async () => {
    const { productId, storeId } = await productHeldOnce();
    const { rows: others } = await db().query<{ id: number }>(
      `SELECT id FROM stores WHERE region_id = 14 AND NOT is_dark_store AND id <> $1 AND id NOT IN (SELECT store_id FROM stock WHERE product_id = $2)
        ORDER BY id LIMIT 1`,
      [storeId, productId],
    );
    await db().query('INSERT INTO stock (store_id, product_id, quantity) VALUES ($1, $2, 3)', [
      others[0]!.id,
      productId,
    ]);
    expect(await drift()).toBe(0);
    await db().query('DELETE FROM stock WHERE store_id = $1 AND product_id = $2', [others[0]!.id, productId]);
    expect(await drift()).toBe(0);

    await db().query('UPDATE product_prices SET base = base + 1000, special = NULL WHERE product_id = $1', [productId]);
    expect(await drift()).toBe(0);
    await db().query('DELETE FROM product_prices WHERE product_id = $1 AND region_id = 27', [productId]);
    expect(await count('SELECT 1 FROM catalog_offers WHERE product_id = $1 AND region_id = 27', [productId])).toBe(0);
    await db().query('INSERT INTO product_prices (product_id, region_id, base) VALUES ($1, 27, 15000)', [productId]);
    expect(await drift()).toBe(0);

    await db().query(
      `UPDATE products SET popularity = popularity + 7, category_id = (SELECT min(id) FROM categories WHERE id <> products.category_id)
        WHERE id = $1`,
      [productId],
    );
    expect(await drift()).toBe(0);

    await db().query('UPDATE stores SET is_dark_store = true WHERE id = $1', [storeId]);
    expect(await drift()).toBe(0);
    await db().query('UPDATE stores SET is_dark_store = false, region_id = 27 WHERE id = $1', [storeId]);
    expect(await drift()).toBe(0);
    await db().query('UPDATE stores SET region_id = 14 WHERE id = $1', [storeId]);
    expect(await drift()).toBe(0);
    await db().query("UPDATE stores SET chain = 'stoletov' WHERE id = $1", [storeId]);
    expect(await drift()).toBe(0);
    await db().query("UPDATE stores SET chain = 'samson' WHERE id = $1", [storeId]);
    expect(await drift()).toBe(0);
  });
});
