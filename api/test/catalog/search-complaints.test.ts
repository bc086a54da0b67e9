import { engineForRoutes, Visitor } from '../support/test-app';
import { searchSuite } from './search-fixture';

jest.setTimeout(180_000);

/** Enough products for every complaint to have more than a page of candidates. */
const PRODUCTS = 1200;

/**
 * What each complaint is called in a product's own «Показания», written out here rather than taken from the
 * dictionary, so the search is judged by the instructions and not by itself.
 */
const NAMED_IN_INDICATIONS: Record<string, RegExp> = {
  cough: /кашл/i,
  heartburn: /изжог|рефлюкс/i,
  fever: /температур|жар|лихорад/i,
  'runny-nose': /ринит|насморк|носов|синусит/i,
  'sore-throat': /горл|глотк|фарингит|тонзиллит|ларингит/i,
  cold: /простуд|грипп|респиратор/i,
  allergy: /аллерг|крапивниц/i,
};

const COMPLAINT_FORMS: Array<{ q: string; complaint: string; heading: string }> = [
  { q: 'от кашля', complaint: 'cough', heading: 'Средства от кашля' },
  { q: 'средство от кашля', complaint: 'cough', heading: 'Средства от кашля' },
  { q: 'кашель у ребёнка', complaint: 'cough', heading: 'Средства от кашля для детей' },
  { q: 'при изжоге', complaint: 'heartburn', heading: 'Средства от изжоги' },
  { q: 'сбить температуру', complaint: 'fever', heading: 'Жаропонижающие средства' },
  { q: 'заложен нос', complaint: 'runny-nose', heading: 'Средства от насморка' },
  { q: 'болит горло', complaint: 'sore-throat', heading: 'Средства от боли в горле' },
  { q: 'ОРВИ', complaint: 'cold', heading: 'Средства от простуды и гриппа' },
];

describe.each(engineForRoutes)('search by complaint and with slips (%s)', (engine) => {
  const suite = searchSuite(engine, PRODUCTS);
  const search = (q: string, extra = '') => suite.search(q, `&limit=10${extra}`);

  interface Facts {
    id: number;
    indications: string;
    form_type: string;
    for_children: boolean;
    is_prescription: boolean;
    name: string;
  }
  const factsOf = async (ids: number[]) => {
    const { rows } = await suite.database.db.query<Facts>(
      `SELECT id, product_indications(info_sections) AS indications, form_type, for_children, is_prescription, name
         FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    return ids.map((id) => rows.find((row) => row.id === id) as Facts);
  };
  const countIndicated = async (pattern: RegExp) => {
    const { rows } = await suite.database.db.query<{ indications: string }>(
      `SELECT product_indications(p.info_sections) AS indications FROM products p
         JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = 14 AND o.chain = 'samson'`,
    );
    return rows.filter((row) => pattern.test(row.indications)).length;
  };

  test.each(COMPLAINT_FORMS)(
    '«$q» finds products indicated for it, none without among the first ten',
    async ({ q, complaint, heading }) => {
      const pattern = NAMED_IN_INDICATIONS[complaint] as RegExp;
      const found = await search(q);
      expect(found.searchHeading).toBe(heading);
      expect(found.correctedQuery).toBeNull();
      const facts = await factsOf(found.productList.items.map((item) => item.id));
      expect(facts.length).toBe(Math.min(10, await countIndicated(pattern)));
      expect(facts.filter((fact) => !pattern.test(fact.indications)).map((fact) => fact.name)).toEqual([]);
      // non-prescription products before prescription ones
      const rx = facts.map((fact) => fact.is_prescription);
      expect(rx).toEqual([...rx].sort((a, b) => Number(a) - Number(b)));
    },
  );

  test('every product indicated for a complaint is found', async () => {
    const found = await search('от кашля');
    expect(found.productList.pagination.total).toBeGreaterThanOrEqual(await countIndicated(/кашл/i));
    expect(found.productList.items.length).toBe(10);
  });

  /** Every product of the first page has the form and is indicated for the complaint; the heading says both. */
  const expectNarrowed = async (q: string, heading: string, formType: string, indicated: RegExp) => {
    const found = await search(q);
    expect(found.searchHeading).toBe(heading);
    expect(found.productList.pagination.total).toBeGreaterThan(0);
    const facts = await factsOf(found.productList.items.map((item) => item.id));
    expect(facts.filter((fact) => fact.form_type !== formType || !indicated.test(fact.indications))).toEqual([]);
    return { total: found.productList.pagination.total, facts };
  };

  test('form and age words narrow the results rather than replace the complaint', async () => {
    const nose = await search('от насморка');
    const drops = await expectNarrowed('капли от насморка', 'Капли от насморка', 'Капли', /ринит|насморк|носов/i);
    expect(drops.total).toBeLessThan(nose.productList.pagination.total);
    await expectNarrowed('таблетки от аллергии', 'Таблетки от аллергии', 'Таблетки', /аллерг|крапивниц/i);

    const cough = await search('от кашля');
    const syrups = await expectNarrowed('детский сироп от кашля', 'Сиропы от кашля для детей', 'Сироп', /кашл/i);
    expect(syrups.total).toBeLessThan(cough.productList.pagination.total);
    expect(syrups.facts.every((fact) => fact.for_children)).toBe(true);
    const forChildren = await search('кашель у ребёнка');
    for (const fact of await factsOf(forChildren.productList.items.map((item) => item.id)))
      expect(fact.for_children).toBe(true);
    // the usual filters still apply on top
    const otc = await search('от насморка', '&rx=otc');
    expect(otc.productList.pagination.total).toBe(nose.facets.prescription.otc);
  });

  test('a product named like a complaint word is found by its name first', async () => {
    const { rows } = await suite.database.db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM products p JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = 14 AND o.chain = 'samson'
        WHERE p.is_medicine AND product_indications(p.info_sections) !~* 'изжог|рефлюкс' ORDER BY p.id LIMIT 1`,
    );
    const other = rows[0] as { id: number; name: string };
    await suite.database.db.query(`UPDATE products SET name = 'Изжоги.нет леденцы' WHERE id = $1`, [other.id]);
    try {
      const found = await search('при изжоге');
      expect(found.productList.items[0]?.id).toBe(other.id);
      expect(found.productList.items.slice(1).length).toBeGreaterThan(0);
    } finally {
      await suite.database.db.query('UPDATE products SET name = $2 WHERE id = $1', [other.id, other.name]);
    }
  });

  /** Two slips in a long name: a vowel changed and a letter dropped. */
  const twoSlips = (word: string) => {
    const vowel = [...word].findIndex((char, i) => i > 1 && 'аеиоуыэюя'.includes(char));
    const changed = `${word.slice(0, vowel)}${word[vowel] === 'а' ? 'о' : 'а'}${word.slice(vowel + 1)}`;
    return `${changed.slice(0, -3)}${changed.slice(-2)}`;
  };

  test('long names are found with two slips; short words with two slips find nothing', async () => {
    const { rows } = await suite.database.db.query<{ word: string }>(
      `SELECT DISTINCT lower(split_part(p.trade_name, ' ', 1)) AS word FROM products p
         JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = 14 AND o.chain = 'samson'
        WHERE p.is_medicine AND length(split_part(p.trade_name, ' ', 1)) >= 8
          AND split_part(p.trade_name, ' ', 1) ~ '^[А-Яа-яЁё]+$'
        ORDER BY 1 LIMIT 12`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const missed: string[] = [];
    for (const { word } of rows) {
      const typed = twoSlips(word);
      const found = await search(typed);
      if (!found.productList.items.some((item) => item.name.toLowerCase().startsWith(word)))
        missed.push(`${typed} → ${found.productList.items.map((item) => item.name).join(' | ')}`);
    }
    expect(missed).toEqual([]);

    const { rows: short } = await suite.database.db.query<{ word: string }>(
      `SELECT DISTINCT lower(trade_name) AS word FROM products
        WHERE is_medicine AND length(trade_name) BETWEEN 5 AND 6 AND trade_name ~ '^[А-Яа-яЁё]+$' ORDER BY 1 LIMIT 8`,
    );
    expect(short.length).toBeGreaterThanOrEqual(4);
    for (const { word } of short) {
      const typed = twoSlips(word);
      const found = await search(typed);
      expect({ typed, total: found.productList.pagination.total }).toEqual({ typed, total: 0 });
    }
  });

  test('one slip, the wrong layout, transliteration and prefixes still find names', async () => {
    for (const [q, name] of [
      ['парацитамол', 'Парацетамол'],
      ['gfhfwtnfvjk', 'Парацетамол'],
      ['nurofen', 'Нурофен'],
      ['нуро', 'Нурофен'],
    ] as const) {
      const found = await search(q);
      expect(found.searchHeading).toBeNull();
      expect(found.productList.items.some((item) => item.name.startsWith(name))).toBe(true);
    }
  });

  test('suggestions rank indicated products for a complaint too', async () => {
    const response = await new Visitor(suite.app).get(`/api/catalog/search?q=${encodeURIComponent('от кашля')}`);
    expect(response.statusCode).toBe(200);
    const products = response
      .json<{ suggestions: Array<{ kind: string; productId?: number }> }>()
      .suggestions.filter((suggestion) => suggestion.kind === 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const fact of await factsOf(products.map((product) => product.productId as number)))
      expect(fact.indications).toMatch(/кашл/i);
  });
});
