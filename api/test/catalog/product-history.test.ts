import type { Cart, ProductDetail, ProductList } from '@apteka/contracts';
import { renameProduct, restoreProduct, withdrawProduct } from '../../src/modules/catalog';
import { DomainError } from '../../src/platform/errors';
import { newKey, pickupOrder, stockedProduct } from '../support/checkout-helpers';
import { engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('products withdrawn from sale and renamed (%s)', (engine) => {
  const catalogue = useCatalogueApp(engine);
  /** products a test has changed: the next test takes others */
  const used: number[] = [];

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await catalogue.database.db.query<T>(sql, params)).rows[0] as T;

  /** A product sold in Moscow (region 14), not yet changed by a test. */
  async function productOnSale() {
    const product = await one<{ id: number; slug: string; name: string; trade_name: string }>(
      `SELECT p.id, p.slug, p.name, p.trade_name FROM products p
         JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = 14 AND o.chain = 'samson'
        WHERE NOT (p.id = ANY($1::integer[])) ORDER BY p.popularity DESC, p.id LIMIT 1`,
      [used],
    );
    used.push(product.id);
    return product;
  }

  const slugHistory = async () =>
    (
      await catalogue.database.db.query<{ old_slug: string; product_id: number }>(
        'SELECT old_slug, product_id FROM product_slug_history ORDER BY old_slug',
      )
    ).rows;

  test('a withdrawn product answers 410 by slug and by id and leaves listings, search and the sitemap', async () => {
    const visitor = new Visitor(catalogue.app);
    const product = await productOnSale();
    const ofTradeName = async () =>
      (await visitor.get(`/api/products?tradeName=${encodeURIComponent(product.trade_name)}&limit=60`))
        .json<ProductList>()
        .productList.items.map((card) => card.id);
    const found = async () =>
      (await visitor.get(`/api/products?q=${encodeURIComponent(product.name)}&limit=60`))
        .json<ProductList>()
        .productList.items.map((card) => card.id);
    const sitemap = async () => (await catalogue.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body;
    const address = `/catalog/product/${product.slug}</loc>`;
    expect(await ofTradeName()).toContain(product.id);
    expect(await found()).toContain(product.id);
    expect(await sitemap()).toContain(address);

    const withdrawal = await withdrawProduct(catalogue.database.db, product.slug);
    expect(withdrawal).toMatchObject({ changed: true, product: { id: product.id } });
    expect(withdrawal.product.withdrawnAt).not.toBeNull();
    for (const key of [product.slug, String(product.id)]) {
      const response = await visitor.get(`/api/products/${key}`);
      expect([key, response.statusCode]).toEqual([key, 410]);
      expect(response.json()).toEqual({ error: 'gone', message: 'Товар снят с продажи' });
    }
    expect((await visitor.get(`/api/products/${product.id}/analogs`)).statusCode).toBe(410);
    expect(await ofTradeName()).not.toContain(product.id);
    expect(await found()).not.toContain(product.id);
    expect(await sitemap()).not.toContain(address);
    const offers = async () =>
      (await one<{ n: number }>('SELECT count(*)::int AS n FROM catalog_offers WHERE product_id = $1', [product.id])).n;
    await catalogue.database.db.query('SELECT catalog_offers_rebuild()');
    expect(await offers()).toBe(0);

    expect((await withdrawProduct(catalogue.database.db, String(product.id))).changed).toBe(false);
    expect(await restoreProduct(catalogue.database.db, product.slug)).toMatchObject({
      changed: true,
      product: { id: product.id, withdrawnAt: null },
    });
    expect(await offers()).toBeGreaterThan(0);
    expect((await visitor.get(`/api/products/${product.slug}`)).json<ProductDetail>().price).not.toBeNull();
    expect(await ofTradeName()).toContain(product.id);
  });

  test('the basket refuses a withdrawn product with a 422, and a line of one already there cannot be ordered', async () => {
    const { db } = catalogue.database;
    const visitor = new Visitor(catalogue.app);
    await visitor.get('/api/cart/');
    const kept = await stockedProduct(db, 3, used);
    used.push(kept.product_id);
    const refused = await stockedProduct(db, 3, used);
    used.push(refused.product_id);
    expect((await visitor.post('/api/cart/', { productId: kept.product_id, quantity: 1 })).statusCode).toBe(200);

    await withdrawProduct(db, String(refused.product_id));
    const add = await visitor.post('/api/cart/', { productId: refused.product_id, quantity: 1 });
    expect(add.statusCode).toBe(422);
    expect(add.json()).toEqual({
      error: 'product_withdrawn',
      message: 'Товар снят с продажи: его нельзя положить в корзину или заказать.',
    });
    const booking = await visitor.post('/api/booking', {
      idempotencyKey: newKey(),
      store: refused.store_id,
      productId: refused.product_id,
      quantity: 1,
      name: 'Пётр',
      phone: '+7 916 000-11-22',
      personalDataConsent: true,
    });
    expect([booking.statusCode, booking.json<{ error: string }>().error]).toEqual([422, 'product_withdrawn']);

    await withdrawProduct(db, String(kept.product_id));
    const cart = (await visitor.get('/api/cart/')).json<Cart>();
    expect(cart.items.map((item) => [item.productId, item.status, item.price])).toEqual([
      [kept.product_id, 'deleted', null],
    ]);
    expect(cart.canCheckout).toBe(false);
    const order = await visitor.post('/api/orders/', pickupOrder(kept.store_id));
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({
      error: 'line_unavailable',
      message: `Товар «${kept.name}» здесь больше не продаётся. Уберите его из корзины.`,
    });
  });

  test('a renamed product answers by its old slug, naming its new one', async () => {
    const visitor = new Visitor(catalogue.app);
    const product = await productOnSale();
    const renamed = `${product.slug}-novyy`;
    expect(await renameProduct(catalogue.database.db, product.slug, renamed)).toMatchObject({
      changed: true,
      product: { id: product.id, slug: renamed },
    });
    for (const key of [product.slug, renamed]) {
      const response = await visitor.get(`/api/products/${key}`);
      expect([key, response.statusCode]).toEqual([key, 200]);
      expect(response.json<ProductDetail>()).toMatchObject({ id: product.id, slug: renamed });
    }
    expect((await visitor.get(`/api/products/${product.slug}/form-type-links`)).statusCode).toBe(200);
  });

  test('the database keeps the history: A→B→C leads A and B to C; C→A takes A out of it, a new product B', async () => {
    const { db } = catalogue.database;
    const visitor = new Visitor(catalogue.app);
    const product = await productOnSale();
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => `${product.slug}-${letter}`) as [string, string, string];
    const rename = (slug: string) => db.query('UPDATE products SET slug = $2 WHERE id = $1', [product.id, slug]);
    const historyOf = async () => (await slugHistory()).filter((row) => row.product_id === product.id);
    const slugFor = async (key: string) => (await visitor.get(`/api/products/${key}`)).json<ProductDetail>().slug;

    await rename(a);
    await rename(b);
    await rename(c);
    expect((await historyOf()).map((row) => row.old_slug)).toEqual([product.slug, a, b]);
    expect([await slugFor(a), await slugFor(b)]).toEqual([c, c]);

    await rename(a);
    expect((await historyOf()).map((row) => row.old_slug)).toEqual([product.slug, b, c]);
    expect(await slugFor(a)).toBe(a);
    expect(await slugFor(c)).toBe(a);

    // a new product taking a former slug: the slug is its own from then on, leading nowhere else
    const newId = (await one<{ id: number }>('SELECT max(id) + 1 AS id FROM products')).id;
    await db.query(
      `INSERT INTO products (id, guid, slug, name, trade_name, brand_id, manufacturer_id, category_id, country, medform,
                             form_type, valid_months, image, description)
       SELECT $2, gen_random_uuid(), $3, name || ' (новый)', trade_name, brand_id, manufacturer_id, category_id, country,
              medform, form_type, valid_months, image, description
         FROM products WHERE id = $1`,
      [product.id, newId, b],
    );
    expect((await historyOf()).map((row) => row.old_slug)).toEqual([product.slug, c]);
    expect((await visitor.get(`/api/products/${b}`)).json<ProductDetail>().id).toBe(newId);
  });

  test('a rename refuses a malformed or numeric slug and one that leads to another product', async () => {
    const { db } = catalogue.database;
    const product = await productOnSale();
    const other = await productOnSale();
    const refusal = async (slug: string) => {
      const error = await renameProduct(db, product.slug, slug).catch((thrown: unknown) => thrown);
      if (!(error instanceof DomainError)) throw new Error(`renaming to "${slug}" was not refused`);
      return [error.kind, error.code];
    };
    expect(await refusal('Новый-адрес')).toEqual(['invalid', 'invalid_slug']);
    expect(await refusal('x'.repeat(121))).toEqual(['invalid', 'invalid_slug']);
    expect(await refusal('12345')).toEqual(['invalid', 'invalid_slug']);
    await expect(renameProduct(db, product.slug, other.slug)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'slug_taken',
      message: `Адрес «${other.slug}» уже занят: он ведёт на товар ${other.id} «${other.name}».`,
    });

    const otherRenamed = `${other.slug}-2`;
    await renameProduct(db, String(other.id), otherRenamed);
    expect(await refusal(other.slug)).toEqual(['conflict', 'slug_taken']);
    await expect(renameProduct(db, 'no-such-product-000', 'whatever')).rejects.toMatchObject({
      kind: 'not_found',
    });
    // its own former slug may come back
    await renameProduct(db, product.slug, `${product.slug}-2`);
    expect((await renameProduct(db, `${product.slug}-2`, product.slug)).product.slug).toBe(product.slug);
    expect((await slugHistory()).filter((row) => row.old_slug === product.slug)).toEqual([]);
  });
});
