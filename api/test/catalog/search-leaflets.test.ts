import type { ProductList } from '@apteka/contracts';
import { leafletWordsAnsweringNothing } from '../../src/modules/catalog';
import { engineForRoutes } from '../support/test-app';
import { searchSuite } from './search-fixture';

jest.setTimeout(240_000);

/** Enough products for the venotonics, antifungals and nootropics of the examples to be sold in Moscow. */
const PRODUCTS = 1200;
const MOSCOW = 14;

describe.each(engineForRoutes)('search reads the instructions (%s)', (engine) => {
  const suite = searchSuite(engine, PRODUCTS);
  const search = (q: string, limit = 60) => suite.search(q, `&limit=${limit}`);

  /** Moscow's products whose own «Показания» match, by id, with their names and forms. */
  const namedBy = async (pattern: RegExp) => {
    const { rows } = await suite.database.db.query<{
      id: number;
      name: string;
      form_type: string;
      indications: string;
    }>(
      `SELECT p.id, p.name, p.form_type, product_indications(p.info_sections) AS indications
         FROM products p JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = $1 AND o.chain = 'samson'`,
      [MOSCOW],
    );
    return new Map(rows.filter((row) => pattern.test(row.indications)).map((row) => [row.id, row]));
  };

  /** Every product whose «Показания» match is found, and nothing else on the first page. */
  const expectAllNamed = async (q: string, pattern: RegExp) => {
    const named = await namedBy(pattern);
    expect(named.size).toBeGreaterThan(0);
    const found = await search(q);
    expect(found.productList.pagination.total).toBe(named.size);
    expect(found.productList.items.filter((item) => !named.has(item.id)).map((item) => item.name)).toEqual([]);
    return found;
  };

  const names = (found: ProductList) => found.productList.items.map((item) => item.name);

  test('«отеки» and «от отеков ног» find Детралекс and Троксевазин, whose «Показания» say «отеки»', async () => {
    for (const q of ['отеки', 'от отеков ног']) {
      const found = await expectAllNamed(q, /отек/i);
      expect(found.searchHeading).toBeNull();
      expect(names(found).some((name) => name.startsWith('Детралекс'))).toBe(true);
      expect(names(found).some((name) => name.startsWith('Троксевазин'))).toBe(true);
    }
  });

  test('«онихомикоз» finds Экзодерил; «для памяти» the products for memory', async () => {
    const found = await expectAllNamed('онихомикоз', /онихомикоз/i);
    expect(names(found).some((name) => name.startsWith('Экзодерил'))).toBe(true);
    await expectAllNamed('для памяти', /памят/i);
  });

  test('a fleeting vowel: «грибка» is the complaint «грибок»; «мазь» with none in stock ranks creams and gels first', async () => {
    const fungus = await search('от грибка', 10);
    expect(fungus.searchHeading).toBe('Средства от грибка');
    const nails = await search('мазь от грибка ногтей', 10);
    expect(nails.searchHeading).toBe('Средства от грибка');
    expect(nails.productList.pagination.total).toBe(fungus.productList.pagination.total);
    const named = await namedBy(/грибк|микоз/i);
    const first = nails.productList.items.map((item) => named.get(item.id));
    expect(first.every(Boolean)).toBe(true);
    expect(['Мазь', 'Крем', 'Гель']).toContain(first[0]?.form_type);
  });

  test('a name still comes first: the named product, and a product named like a leaflet word', async () => {
    const troxevasin = await search('троксевазин', 10);
    expect(troxevasin.productList.items[0]?.name).toMatch(/^Троксевазин/);

    const { rows } = await suite.database.db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM products p JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = $1 AND o.chain = 'samson'
        WHERE product_indications(p.info_sections) !~* 'отек' ORDER BY p.id LIMIT 1`,
      [MOSCOW],
    );
    const other = rows[0] as { id: number; name: string };
    await suite.database.db.query(`UPDATE products SET name = 'Отекс гель' WHERE id = $1`, [other.id]);
    try {
      const found = await search('отеки', 10);
      expect(found.productList.items[0]?.id).toBe(other.id);
      expect(found.productList.items.length).toBeGreaterThan(1);
    } finally {
      await suite.database.db.query('UPDATE products SET name = $2 WHERE id = $1', [other.id, other.name]);
    }
  });

  test('«дефицит витаминов» finds the «Показания» naming it, though «дефицит» stems shorter than «дефицита»', async () => {
    const named = await namedBy(/дефицит[а-я]* витамин/i);
    expect(named.size).toBeGreaterThan(0);
    const found = await search('дефицит витаминов', 10);
    expect(found.productList.items.length).toBe(Math.min(10, named.size));
    expect(found.productList.items.filter((item) => !named.has(item.id)).map((item) => item.name)).toEqual([]);

    // a name still comes first: a vitamin asked for by name, and a trade name among those found
    const vitamin = await search('витамин с', 10);
    expect(vitamin.productList.items[0]?.name).toMatch(/витамин/i);
    const tradeName = (found.productList.items[0]?.name ?? '').split(' ')[0] as string;
    const byTradeName = await search(tradeName.toLowerCase(), 10);
    expect(byTradeName.productList.items[0]?.name.startsWith(tradeName)).toBe(true);
  });

  test('every word of the instructions searched alone answers something', async () => {
    const { tried, nothing } = await leafletWordsAnsweringNothing(suite.database.db);
    expect(tried).toBeGreaterThan(100);
    expect(nothing).toEqual([]);
  });

  test('the instructions are searched through their GIN index', async () => {
    const plan = await suite.database.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT p.id FROM products p WHERE p.leaflet_document @@ '(''отек'':* | ''отк'':*) & ''ног'''::tsquery`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_leaflet_document_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
