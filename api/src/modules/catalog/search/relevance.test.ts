import type { Db } from '../../../platform/database/types';
import { DEFAULT_PRODUCTS } from '../../../seed';
import { engineForRoutes, openCatalogueDatabase, type TestDatabase } from '../../../../test/support/test-app';
import { evaluateRelevance, recallOf } from './relevance';
import { RELEVANCE_SET } from './relevance-set';
import { latinLayoutToCyrillic, transliterateLatin, wordVariants } from './normalize';

jest.setTimeout(120_000);

describe('search text helpers', () => {
  test('wrong layout, transliteration and variants', () => {
    expect(latinLayoutToCyrillic('gfhfwtnfvjk')).toBe('парацетамол');
    expect(latinLayoutToCyrillic('fh,bljk')).toBe('арбидол');
    expect(transliterateLatin('nurofen')).toBe('нурофен');
    expect(wordVariants('ыщдпфк')).toContain('solgar');
  });
});

describe('relevance set on the default catalogue', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await openCatalogueDatabase(engineForRoutes[0]!, DEFAULT_PRODUCTS);
    db = database.db;
  });
  afterAll(() => database?.dispose());

  test('has at least 60 queries of every kind', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_SET.map((c) => c.kind)).size).toBe(10);
  });

  test('every query finds what it must in the first five results', async () => {
    const results = await evaluateRelevance(db);
    expect(results.filter((r) => !r.hit).map((r) => `${r.case.query}: ${r.top.join(' | ')}`)).toEqual([]);
    expect(recallOf(results)).toBe(1);
  });
});
