import type { Queryable } from '../platform/database/types';
import {
  engineForRoutes,
  openCatalogueDatabase,
  openMigratedDatabase,
  openTestDatabase,
  type TestDatabase,
} from '../../test/support/test-app';
import { withoutSecondaryIndexes } from './without-indexes';

async function indexes(db: Queryable, table: string): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    'SELECT indexdef AS definition FROM pg_indexes WHERE tablename = $1 ORDER BY indexname',
    [table],
  );
  return rows.map((row) => row.definition);
}

// indexes and constraints behave the same on both engines (PGlite is PostgreSQL): one is enough here
describe.each(engineForRoutes)('a load without secondary indexes (%s)', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.db.exec(`
      CREATE TABLE parcels (id int PRIMARY KEY, code text UNIQUE, region int NOT NULL, weight int, note text);
      CREATE INDEX parcels_region_idx ON parcels (region, weight DESC);
      CREATE INDEX parcels_heavy_idx ON parcels (region) WHERE weight > 10;
      CREATE INDEX parcels_note_idx ON parcels (lower(note));
    `);
  });

  afterAll(() => database.dispose());

  it('loads with only the constraints’ indexes, then has every index as it was defined', async () => {
    const before = await indexes(database.db, 'parcels');
    const during = await database.db.transaction((tx) =>
      withoutSecondaryIndexes(tx, 'parcels', async () => {
        await tx.query(
          `INSERT INTO parcels SELECT n, 'p' || n, n % 7, n % 20, 'Note ' || n FROM generate_series(1, 500) AS n`,
        );
        return indexes(tx, 'parcels');
      }),
    );
    expect(during).toEqual(before.filter((definition) => /parcels_(pkey|code_key)/.test(definition)));
    expect(await indexes(database.db, 'parcels')).toEqual(before);
    // the rebuilt indexes answer: the partial one is chosen for its own condition and finds the same rows
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM parcels WHERE region = 3 AND weight > 10',
    );
    expect(rows[0]!.n).toBe(33);
  });

  it('keeps the unique constraint guarding the load: a duplicate rolls the whole load back', async () => {
    const load = database.db.transaction((tx) =>
      withoutSecondaryIndexes(tx, 'parcels', () => tx.query(`INSERT INTO parcels VALUES (1000, 'p1', 1, 1, 'x')`)),
    );
    await expect(load).rejects.toThrow(/parcels_code_key/);
    expect(await indexes(database.db, 'parcels')).toHaveLength(5);
  });
});

describe('the seeded catalogue', () => {
  it('has the offers’ and the stock’s indexes of the migrated schema', async () => {
    const [migrated, seeded] = await Promise.all([
      openMigratedDatabase(engineForRoutes[0]!),
      openCatalogueDatabase(engineForRoutes[0]!),
    ]);
    try {
      for (const table of ['catalog_offers', 'stock']) {
        expect(await indexes(seeded.db, table)).toEqual(await indexes(migrated.db, table));
      }
      expect(await indexes(seeded.db, 'catalog_offers')).toHaveLength(9);
    } finally {
      await Promise.all([migrated.dispose(), seeded.dispose()]);
    }
  });
});
