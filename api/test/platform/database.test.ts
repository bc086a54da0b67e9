import '../support/native-modules';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../../src/platform/database/migrate';
import { openPgliteDb } from '../../src/platform/database/pglite';
import { openPostgresDb } from '../../src/platform/database/postgres';
import { engines, loadPgliteOutsideJest, openTestDatabase, type TestDatabase } from '../support/test-app';

describe.each(engines)('data layer (%s)', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  test('migrations run once each, in order, recorded in schema_migrations, even when started concurrently', async () => {
    const { db } = database;
    const all = readMigrations().map((migration) => migration.name);
    expect(all.slice(0, 3)).toEqual(['001_catalog.sql', '002_extensions.sql', '003_sessions_baskets.sql']);

    // Two starts at once: the advisory lock makes the second wait and then find nothing to do.
    const second = engine === 'postgres' ? openPostgresDb(database.connectionString!, 2) : db;
    const results = await Promise.all([migrate(db), migrate(second)]);
    if (second !== db) await second.close();
    expect(results.map((applied) => applied.length).sort()).toEqual([0, all.length]);
    expect(await migrate(db)).toEqual([]);

    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(all);
  });

  test('pg_trgm is available on both engines', async () => {
    const { rows } = await database.db.query<{ similar: boolean }>("SELECT 'аспирин' % 'аспирн' AS similar");
    expect(rows[0]?.similar).toBe(true);
  });

  test('a transaction commits on success and rolls back on error', async () => {
    const { db } = database;
    await db.exec('CREATE TABLE tx_probe (id integer PRIMARY KEY)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (id) VALUES ($1)', [1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (id) VALUES ($1)', [2]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query<{ id: number }>('SELECT id FROM tx_probe ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  test('statements from other callers never run inside an open transaction', async () => {
    const { db } = database;
    await db.exec('CREATE TABLE interleave_probe (id integer PRIMARY KEY)');
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let issued!: () => void;
    const outsideIssued = new Promise<void>((resolve) => (issued = resolve));
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO interleave_probe (id) VALUES (1)');
      opened();
      await outsideIssued;
      throw new Error('rolled back');
    });
    // Issued while the transaction is open (it rolls back only afterwards): must not be swept into its rollback.
    await open;
    const outside = db.query('INSERT INTO interleave_probe (id) VALUES (2)');
    issued();
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    const { rows } = await db.query<{ id: number }>('SELECT id FROM interleave_probe ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([2]);
  });

  if (engine === 'pglite') {
    test('using db instead of tx inside a transaction fails instead of deadlocking', async () => {
      const { db } = database;
      await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/tx argument/);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });
  }

  test('affectedRows counts changed rows', async () => {
    const { db } = database;
    await db.exec('CREATE TABLE affected_probe (id integer); INSERT INTO affected_probe VALUES (1), (2), (3);');
    const { affectedRows } = await db.query('UPDATE affected_probe SET id = id + 10 WHERE id > $1', [1]);
    expect(affectedRows).toBe(2);
  });
});

test('PGlite persists in its data folder across restarts', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apteka-pglite-'));
  try {
    const first = await openPgliteDb({ dataDir, load: loadPgliteOutsideJest });
    await migrate(first);
    await first.query('INSERT INTO seed_info (seed, products) VALUES (7, 1)');
    await first.close();

    const second = await openPgliteDb({ dataDir, load: loadPgliteOutsideJest });
    try {
      expect(await migrate(second)).toEqual([]);
      const { rows } = await second.query<{ seed: number }>('SELECT seed FROM seed_info');
      expect(rows).toEqual([{ seed: 7 }]);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
