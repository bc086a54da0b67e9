import type { FastifyInstance } from 'fastify';
import type { AlphabetLetters, AlphabetName, AlphabetNames, ProductList } from '@apteka/contracts';
import { recordPlans, type SeqScan } from '../../src/platform/database/plan-recorder';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

const DIRECTORIES = ['trade-names', 'brands', 'manufacturers', 'substances'] as const;
const FILTER_OF = {
  'trade-names': 'tradeName',
  brands: 'brand',
  manufacturers: 'manufacturer',
  substances: 'substance',
} as const;
const url = (...parts: string[]) => `/api/alphabet/${parts.map(encodeURIComponent).join('/')}`;
/** The letter a name is filed under, computed apart from the SQL function. */
const initialOf = (name: string) => (/^[0-9]/.test(name) ? '0-9' : name[0]!.toUpperCase().replace('Ё', 'Е'));

describe.each(engineForRoutes)('alphabetical directories (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let seqScans: SeqScan[];

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    const recorder = recordPlans(database.db, {
      relations: ['products', 'catalog_offers', 'product_prices', 'stock'],
      withoutSeqScans: true,
    });
    seqScans = recorder.seqScans;
    app = await buildTestApp(recorder.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const rows = async <T>(sql: string, params: unknown[] = []) => (await database.db.query<T>(sql, params)).rows;

  /** Trade names of a region with their offers, straight from prices and products. */
  const tradeNamesOf = async (regionId: number) =>
    rows<{ name: string; n: number }>(
      `SELECT p.trade_name AS name, count(*)::int AS n FROM product_prices pp JOIN products p ON p.id = pp.product_id
        WHERE pp.region_id = $1 GROUP BY p.trade_name`,
      [regionId],
    );

  test.each(DIRECTORIES)('%s: letters, names and one name lead to exactly that name’s products', async (directory) => {
    const visitor = new Visitor(app);
    const letters = (await visitor.get(url(directory))).json<AlphabetLetters>();
    expect(letters.directory).toBe(directory);
    expect(letters.letters.length).toBeGreaterThan(0);
    for (const { letter, count } of letters.letters) {
      expect(letter).toMatch(/^([А-ЯA-Z]|0-9)$/);
      expect(count).toBeGreaterThan(0);
    }

    const { letter, count } = letters.letters[0]!;
    const names = (await visitor.get(url(directory, letter))).json<AlphabetNames>();
    expect(names.names).toHaveLength(count);
    for (const name of names.names) {
      expect(initialOf(name.label)).toBe(letter);
      expect(name.slug).toMatch(/^[a-z0-9-]+$/);
      expect(name.count).toBeGreaterThan(0);
    }
    const labels = names.names.map((name) => name.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'ru')));

    const chosen = names.names[0]!;
    const found = await visitor.get(url(directory, letter.toLowerCase(), chosen.slug));
    expect(found.statusCode).toBe(200);
    const name = found.json<AlphabetName>();
    expect(name).toMatchObject({ directory, letter, name: chosen, filter: { key: FILTER_OF[directory] } });

    const listing = (
      await visitor.get(`/api/products?${name.filter.key}=${encodeURIComponent(name.filter.value)}&limit=60`)
    ).json<ProductList>();
    expect(listing.productList.pagination.total).toBe(chosen.count);
    expect(listing.productList.items.length).toBeGreaterThan(0);
    const nameOf = (item: ProductList['productList']['items'][number]) =>
      directory === 'brands'
        ? item.brand.name
        : directory === 'substances'
          ? item.mnn?.name
          : directory === 'manufacturers'
            ? item.manufacturer
            : chosen.label;
    expect(listing.productList.items.filter((item) => nameOf(item) !== chosen.label)).toEqual([]);
  });

  test('trade names count exactly the region’s offers and follow the session region', async () => {
    const visitor = new Visitor(app);
    const expectLettersOf = async (regionId: number) => {
      const expected = new Map<string, number>();
      for (const { name } of await tradeNamesOf(regionId))
        expected.set(initialOf(name), (expected.get(initialOf(name)) ?? 0) + 1);
      const letters = (await visitor.get(url('trade-names'))).json<AlphabetLetters>();
      expect(new Map(letters.letters.map(({ letter, count }) => [letter, count]))).toEqual(expected);
      return letters;
    };
    const moscow = await expectLettersOf(14);
    expect((await visitor.post('/api/delivery/update-region', { regionId: 27 })).statusCode).toBeLessThan(300);
    await expectLettersOf(27);

    const { letter } = moscow.letters[0]!;
    const names = (await visitor.get(url('trade-names', letter))).json<AlphabetNames>();
    const spb = new Map((await tradeNamesOf(27)).map(({ name, n }) => [name, n]));
    expect(names.names.length).toBeGreaterThan(0);
    expect(names.names.map((name) => [name.label, name.count])).toEqual(
      names.names.map((name) => [name.label, spb.get(name.label)]),
    );
  });

  test('letters are told apart from names: ё is filed under Е, Latin and digits have their own', async () => {
    const {
      rows: [row],
    } = await database.db.query<{ initials: string[] }>(
      `SELECT ARRAY[alphabet_initial('ёжик'), alphabet_initial('Аспирин'), alphabet_initial('aqua'), alphabet_initial('5-НОК'),
                    alphabet_initial('«Кавычки»'), alphabet_initial('')] AS initials`,
    );
    expect(row!.initials).toEqual(['Е', 'А', 'A', '0-9', null, null]);
  });

  test.each([
    ['an unknown directory', url('planets'), 404],
    ['an unknown directory with a letter', url('planets', 'А'), 404],
    ['two letters', url('brands', 'АБ'), 400],
    ['a punctuation mark', url('brands', '!'), 400],
    ['a letter of another alphabet', url('brands', 'Ω'), 400],
    ['a letter without names', url('brands', 'Ъ'), 404],
    ['an unknown slug', url('brands', 'А', 'no-such-brand'), 404],
    ['a bad letter before a slug', url('substances', '12', 'x'), 400],
    ['a trade name of 201 characters', `/api/products?tradeName=${'а'.repeat(201)}`, 400],
    ['an empty trade name', '/api/products?tradeName=', 400],
  ])('%s: %s answers %i with a Russian message', async (_case, path, status) => {
    const response = await new Visitor(app).get(path);
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toEqual(expect.any(String));
    expect(body.message).toMatch(/[а-яё]/i);
  });

  test('a slug found under another letter is not found', async () => {
    const visitor = new Visitor(app);
    const letters = (await visitor.get(url('brands'))).json<AlphabetLetters>();
    const [first, second] = letters.letters;
    const names = (await visitor.get(url('brands', first!.letter))).json<AlphabetNames>();
    expect((await visitor.get(url('brands', second!.letter, names.names[0]!.slug))).statusCode).toBe(404);
  });

  test('a name’s offers in a region are one probe of the indexes of migration 044', async () => {
    const indexOf = (sql: string) =>
      database.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const {
          rows: [plan],
        } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`);
        const text =
          typeof plan!['QUERY PLAN'] === 'string' ? plan!['QUERY PLAN'] : JSON.stringify(plan!['QUERY PLAN']);
        return /"Index Name":\s*"([a-z_]+)"/.exec(text)?.[1];
      });
    const {
      rows: [offer],
    } = await database.db.query<{
      brand_id: number;
      manufacturer_id: number;
      substance_id: number;
      trade_name: string;
    }>(
      "SELECT brand_id, manufacturer_id, substance_id, trade_name FROM catalog_offers WHERE region_id = 14 AND chain = 'samson' AND substance_id IS NOT NULL LIMIT 1",
    );
    const probe = (condition: string) =>
      indexOf(`SELECT count(*) FROM catalog_offers o WHERE o.region_id = 14 AND o.chain = 'samson' AND ${condition}`);
    expect(await probe(`o.brand_id = ${offer!.brand_id}`)).toBe('catalog_offers_brand_idx');
    expect(await probe(`o.manufacturer_id = ${offer!.manufacturer_id}`)).toBe('catalog_offers_manufacturer_idx');
    expect(await probe(`o.substance_id = ${offer!.substance_id}`)).toBe('catalog_offers_substance_idx');
    expect(await probe(`o.trade_name = '${offer!.trade_name.replace(/'/g, "''")}'`)).toBe(
      'catalog_offers_trade_name_idx',
    );
  });

  test('every endpoint reaches offers and products through indexes', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/customer');
    const before = seqScans.length;
    for (const directory of DIRECTORIES) {
      const letters = (await visitor.get(url(directory))).json<AlphabetLetters>();
      const { letter } = letters.letters[0]!;
      const names = (await visitor.get(url(directory, letter))).json<AlphabetNames>();
      const name = (await visitor.get(url(directory, letter, names.names[0]!.slug))).json<AlphabetName>();
      const listing = await visitor.get(
        `/api/products?${name.filter.key}=${encodeURIComponent(name.filter.value)}&sort=cheap`,
      );
      expect(listing.statusCode).toBe(200);
    }
    expect(seqScans.slice(before)).toEqual([]);
  });
});
