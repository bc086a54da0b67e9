import { REGIONS } from './data/regions';
import { deterministicUuid, generateProducts } from './generate-products';
import { aliasRows, normalizeAlias } from './generate-regions';
import { generateStores } from './generate-stores';
import { createRandom } from './random';
import { buildReference } from './reference';
import { slugify } from '../platform/text/translit';

describe('seed building blocks', () => {
  it('transliterates Russian into URL slugs', () => {
    expect(slugify('Санкт-Петербург')).toBe('sankt-peterburg');
    expect(slugify('Нурофен таблетки 200 мг')).toBe('nurofen-tabletki-200-mg');
    expect(slugify('Щёлковское ш.')).toBe('shchelkovskoe-sh');
  });

  it('draws the same numbers for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRandom(42).fork('x').next()).not.toBe(createRandom(42).fork('y').next());
  });

  it('derives version-5-style uuids deterministically', () => {
    expect(deterministicUuid('product:1')).toBe(deterministicUuid('product:1'));
    expect(deterministicUuid('product:1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('normalises aliases to lower case and maps each to one region', () => {
    expect(normalizeAlias('  Московская   обл ')).toBe('московская обл');
    const rows = aliasRows(REGIONS);
    expect(rows.find((row) => row.alias === 'мо')?.region_id).toBe(14);
    expect(rows.find((row) => row.alias === 'ло')?.region_id).toBe(27);
    expect(new Set(rows.map((row) => row.alias)).size).toBe(rows.length);
  });

  it('builds a consistent reference: every trade name has a manufacturer with a country, slugs are unique', () => {
    const reference = buildReference();
    expect(reference.substances.length).toBeGreaterThanOrEqual(120);
    expect(new Set(reference.brands.map((b) => b.slug)).size).toBe(reference.brands.length);
    const nurofen = reference.lines.find((line) => line.kind === 'medicine' && line.tradeName === 'Нурофен');
    expect(nurofen).toMatchObject({ substance: 'ибупрофен', manufacturer: 'Reckitt Benckiser' });
  });

  it('names products by trade name, form, dosage and pack', () => {
    const { products } = generateProducts(buildReference(), 500, createRandom(1));
    const nurofen = products.filter((p) => p.trade_name === 'Нурофен');
    expect(nurofen.length).toBeGreaterThan(0);
    for (const product of nurofen) expect(product.name).toMatch(/^Нурофен [а-я ]+ .*\d+ (шт|мл|г)$/);
  });

  it('keeps stores of a region inside its bounds and gives them 7 days of hours', () => {
    const stores = generateStores(REGIONS, createRandom(7));
    for (const store of stores) {
      const region = REGIONS.find((r) => r.id === store.region_id);
      const [south, west, north, east] = region?.bounds ?? [0, 0, 0, 0];
      expect(store.lat).toBeGreaterThanOrEqual(south);
      expect(store.lat).toBeLessThanOrEqual(north);
      expect(store.lon).toBeGreaterThanOrEqual(west);
      expect(store.lon).toBeLessThanOrEqual(east);
      expect(store.opening_hours).toHaveLength(7);
    }
  });
});
