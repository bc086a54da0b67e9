import { CHAINS, type Brand, type Chain, type ProductDetail, type ProductList } from '@apteka/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';

const MOSCOW = 14;

describe.each(engineForRoutes)("a chain's store shows stock in its own chain's stores only (%s)", (engine) => {
  const context = useCatalogueApp(engine);
  const db = () => context.database.db;
  const apps = new Map<Brand, FastifyInstance>();

  /** The store of a brand variant over the same database. */
  async function store(brand: Brand): Promise<FastifyInstance> {
    if (brand === 'samson') return context.app;
    const known = apps.get(brand);
    if (known) return known;
    const app = await buildTestApp(db(), { brand });
    apps.set(brand, app);
    return app;
  }

  afterAll(async () => {
    await Promise.all([...apps.values()].map((app) => app.close()));
  });

  async function shown(brand: Brand, path: string) {
    const response = await new Visitor(await store(brand)).get(path);
    expect(response.statusCode).toBe(200);
    return response;
  }

  const detail = async (brand: Brand, productId: number) =>
    (await shown(brand, `/api/products/${productId}`)).json<ProductDetail>();

  /** A pharmacy of the chain in Moscow that does not hold the product. */
  async function pharmacyOf(chain: Chain, productId: number): Promise<number> {
    const { rows } = await db().query<{ id: number }>(
      `SELECT id FROM stores WHERE region_id = $1 AND chain = $2 AND NOT is_dark_store
          AND id NOT IN (SELECT store_id FROM stock WHERE product_id = $3 AND quantity > 0)
        ORDER BY id LIMIT 1`,
      [MOSCOW, chain, productId],
    );
    return rows[0]!.id;
  }

  const holds = (storeId: number, productId: number, quantity: number) =>
    db().query(
      `INSERT INTO stock (store_id, product_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (store_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
      [storeId, productId, quantity],
    );

  /** A Moscow over-the-counter product taken off every Moscow shelf (pharmacies and dark stores of every chain). */
  async function productNowhere(skip: number): Promise<{ productId: number; tradeName: string }> {
    const { rows } = await db().query<{ id: number; trade_name: string }>(
      `SELECT p.id, p.trade_name FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = $1
        WHERE NOT p.is_prescription AND NOT p.is_dark_store_only AND p.withdrawn_at IS NULL
        ORDER BY p.id OFFSET $2 LIMIT 1`,
      [MOSCOW, skip],
    );
    const { id: productId, trade_name: tradeName } = rows[0]!;
    await db().query(
      'UPDATE stock SET quantity = 0 WHERE product_id = $1 AND store_id IN (SELECT id FROM stores WHERE region_id = $2)',
      [productId, MOSCOW],
    );
    return { productId, tradeName };
  }

  test('the database knows the same chains as the storefronts', async () => {
    const { rows } = await db().query<{ chain: string }>('SELECT chain FROM chains ORDER BY chain');
    expect(rows.map((row) => row.chain)).toEqual([...CHAINS].sort());
    await expect(
      db().query(
        `INSERT INTO stores (id, region_id, name, address, lat, lon, phone, opening_hours, chain)
         VALUES (100000, 14, 'Аптека', '', 0, 0, '', '[]', 'vkusvill')`,
      ),
    ).rejects.toThrow(/stores_chain_fkey/);
  });

  test("an Озерки pharmacy's stock is in stock on Озерки's store and its marketplace, not on Самсон-Фарма's", async () => {
    const { productId } = await productNowhere(0);
    await holds(await pharmacyOf('ozerki', productId), productId, 12);

    expect((await detail('ozerki', productId)).availability).toMatchObject({ status: 'in_stock', pharmacies: 1 });
    expect((await detail('ozerki_mp', productId)).availability).toMatchObject({ status: 'in_stock', pharmacies: 1 });
    for (const brand of ['samson', 'samson-vkusvill', 'samson_mp', 'stoletov'] as const) {
      const card = await detail(brand, productId);
      expect(card.price).not.toBeNull();
      expect(card.availability).toMatchObject({ status: 'not_available', pharmacies: 0 });
    }
  });

  test("the co-branded Самсон-ВкусВилл shows Самсон-Фарма's stock", async () => {
    const { productId } = await productNowhere(1);
    await holds(await pharmacyOf('samson', productId), productId, 3);

    for (const brand of ['samson', 'samson-vkusvill'] as const)
      expect((await detail(brand, productId)).availability).toMatchObject({ status: 'not_enough', pharmacies: 1 });
    expect((await detail('ozerki', productId)).availability.status).toBe('not_available');
  });

  test("a chain's dark store offers the product on order in its own store only", async () => {
    const { productId } = await productNowhere(2);
    const { rows } = await db().query<{ id: number }>(
      "SELECT id FROM stores WHERE region_id = $1 AND chain = 'stoletov' AND is_dark_store ORDER BY id LIMIT 1",
      [MOSCOW],
    );
    await holds(rows[0]!.id, productId, 20);

    expect((await detail('stoletov', productId)).availability.status).toBe('available_darkstore');
    expect((await detail('samson', productId)).availability.status).toBe('not_available');
  });

  test('"в наличии" counts, the in-stock filter and the availability sort are per chain', async () => {
    const { productId, tradeName } = await productNowhere(3);
    await holds(await pharmacyOf('superapteka', productId), productId, 9);

    /** In-stock products of the trade name in Moscow as the chain's stores hold them, straight from stock. */
    const heldBy = async (chain: Chain) =>
      (
        await db().query<{ n: number }>(
          `SELECT count(DISTINCT p.id)::int AS n FROM products p
             JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = $1
             JOIN stock sk ON sk.product_id = p.id AND sk.quantity > 0
             JOIN stores st ON st.id = sk.store_id AND st.region_id = $1 AND st.chain = $2
            WHERE p.trade_name = $3 AND p.withdrawn_at IS NULL`,
          [MOSCOW, chain, tradeName],
        )
      ).rows[0]!.n;
    const listing = async (brand: Brand, query: string) =>
      (
        await shown(brand, `/api/products?tradeName=${encodeURIComponent(tradeName)}&limit=60${query}`)
      ).json<ProductList>();

    for (const [brand, chain] of [
      ['superapteka', 'superapteka'],
      ['samson', 'samson'],
    ] as const) {
      const all = await listing(brand, '');
      expect(all.facets.inStock).toBe(await heldBy(chain));
      const inStock = await listing(brand, '&inStock=true');
      expect(inStock.productList.pagination.total).toBe(await heldBy(chain));
      expect(inStock.productList.items.some((card) => card.id === productId)).toBe(chain === 'superapteka');
      // in stock first: the product is among the first heldBy(chain) cards only where its chain holds it
      const position = all.productList.items.findIndex((card) => card.id === productId);
      expect(position).toBeGreaterThanOrEqual(0);
      expect(position < inStock.productList.pagination.total).toBe(chain === 'superapteka');
    }
  });

  test('a price change reaches every chain; a store passing to another chain moves its stock with it', async () => {
    const { productId } = await productNowhere(4);
    const pharmacy = await pharmacyOf('ozerki', productId);
    await holds(pharmacy, productId, 30);
    await db().query(
      'UPDATE product_prices SET base = 123400, special = NULL WHERE product_id = $1 AND region_id = $2',
      [productId, MOSCOW],
    );
    for (const brand of ['samson', 'ozerki'] as const)
      expect((await detail(brand, productId)).price).toEqual({ base: 123400, special: null });

    await db().query("UPDATE stores SET chain = 'samson' WHERE id = $1", [pharmacy]);
    expect((await detail('samson', productId)).availability).toMatchObject({ status: 'in_stock', pharmacies: 1 });
    expect((await detail('ozerki', productId)).availability.status).toBe('not_available');
    await db().query("UPDATE stores SET chain = 'ozerki' WHERE id = $1", [pharmacy]);
    expect((await detail('ozerki', productId)).availability.status).toBe('in_stock');
  });

  test("a sale in one chain touches only that chain's offer", async () => {
    const { productId } = await productNowhere(5);
    await holds(await pharmacyOf('samson', productId), productId, 4);
    await holds(await pharmacyOf('ozerki', productId), productId, 4);
    const before = await db().query<{ chain: string; xmin: string }>(
      'SELECT chain, xmin::text FROM catalog_offers WHERE region_id = $1 AND product_id = $2 ORDER BY chain',
      [MOSCOW, productId],
    );
    await db().query(
      "UPDATE stock SET quantity = 0 WHERE product_id = $1 AND store_id IN (SELECT id FROM stores WHERE chain = 'ozerki' AND region_id = $2)",
      [productId, MOSCOW],
    );
    const after = await db().query<{ chain: string; xmin: string }>(
      'SELECT chain, xmin::text FROM catalog_offers WHERE region_id = $1 AND product_id = $2 ORDER BY chain',
      [MOSCOW, productId],
    );
    const rewritten = after.rows.filter((row, i) => row.xmin !== before.rows[i]!.xmin).map((row) => row.chain);
    expect(rewritten).toEqual(['ozerki']);
    expect((await detail('samson', productId)).availability.status).toBe('not_enough');
    expect((await detail('ozerki', productId)).availability.status).toBe('not_available');
  });
});
