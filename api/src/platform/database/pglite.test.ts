import { loadPgliteOutsideJest } from '../../../test/support/test-app';
import { dumpPgliteDb, openPgliteDb } from './pglite';
import { withoutTarEntries } from './tar-entries';

jest.setTimeout(120_000);

const walSegments = (tar: Uint8Array) => {
  const found: string[] = [];
  withoutTarEntries(tar, (path) => {
    if (/pg_wal\/[0-9A-F]{24}$/.test(path)) found.push(path);
    return false;
  });
  return found;
};

test('a dumped PGlite database keeps one log segment, and a copy started from it reads and writes on', async () => {
  const db = await openPgliteDb({ load: loadPgliteOutsideJest });
  let dump: Uint8Array;
  try {
    await db.exec('CREATE TABLE kept (id integer PRIMARY KEY, note text)');
    await db.exec("INSERT INTO kept SELECT g, 'запись ' || g FROM generate_series(1, 1000) g");
    dump = await dumpPgliteDb(db);
  } finally {
    await db.close();
  }
  expect(walSegments(dump)).toHaveLength(1);

  const copy = await openPgliteDb({ load: loadPgliteOutsideJest, from: dump });
  try {
    expect((await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 1000 }]);
    // the log moves on into segments the dump left out: the copy makes them
    const segment = async () =>
      (await copy.query<{ name: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS name')).rows[0]!.name;
    const first = await segment();
    for (let next = 1001; next <= 1003; next += 1) {
      await copy.query('SELECT pg_switch_wal()');
      await copy.query("INSERT INTO kept VALUES ($1, 'после смены сегмента')", [next]);
    }
    await copy.exec('CHECKPOINT');
    expect(await segment()).not.toBe(first);
    expect((await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 1003 }]);
  } finally {
    await copy.close();
  }
});
