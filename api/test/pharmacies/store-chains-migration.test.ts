import { migrate, readMigrations } from '../../src/platform/database/migrate';
import { engines, openTestDatabase, type TestDatabase } from '../support/test-app';

describe.each(engines)('migration 079 gives every store its chain (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  test('stores seeded before it get the chain their names carry', async () => {
    const { db } = database;
    await migrate(
      db,
      readMigrations().filter((migration) => migration.name < '079'),
    );
    const names = [
      'Аптека Самсон-Фарма, Тверская ул., 12',
      'Аптека Озерки, Невский пр., 3',
      'Аптека Столетов, Арбат, 7',
      'Супераптека, Ленинский пр., 40',
      'Склад экспресс-доставки Озерки, Складская ул.',
    ];
    await db.transaction(async (tx) => {
      // the stores only: the region they point at is not what this migration reads
      await tx.query('SET LOCAL session_replication_role = replica');
      for (const [index, name] of names.entries()) {
        await tx.query(
          `INSERT INTO stores (id, region_id, name, address, lat, lon, phone, is_dark_store, opening_hours)
           VALUES ($1, 14, $2, 'г. Москва', 55.75, 37.62, '+7 (495) 000-00-00', $3, '[]')`,
          [index + 1, name, name.startsWith('Склад')],
        );
      }
    });

    // up to 079 only: 080 names the chains in a table of their own
    expect(
      await migrate(
        db,
        readMigrations().filter((migration) => migration.name < '080'),
      ),
    ).toContain('079_store_chains.sql');
    const { rows } = await db.query<{ id: number; chain: string }>('SELECT id, chain FROM stores ORDER BY id');
    expect(rows.map((row) => row.chain)).toEqual(['samson', 'ozerki', 'stoletov', 'superapteka', 'ozerki']);
    await expect(
      db.query(
        `INSERT INTO stores (id, region_id, name, address, lat, lon, phone, opening_hours, chain)
         VALUES (9, 14, 'Аптека', '', 0, 0, '', '[]', 'vkusvill')`,
      ),
    ).rejects.toThrow(/stores_chain_known/);

    // 080 keeps the stores' chains (an unknown one is refused by the chains table: chain-offers.test.ts)
    expect(await migrate(db)).toContain('080_catalog_offers_per_chain.sql');
    expect(
      (await db.query<{ chain: string }>('SELECT chain FROM stores ORDER BY id')).rows.map((row) => row.chain),
    ).toEqual(['samson', 'ozerki', 'stoletov', 'superapteka', 'ozerki']);
  });
});
