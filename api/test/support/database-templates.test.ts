import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADMIN_URL, dropLeftDatabases, runLock } from './database-templates';
import { engines } from './test-app';

const runId = () => randomBytes(4).toString('hex');

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  return client;
}

async function existing(admin: pg.Client, names: string[]): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname = ANY($1) ORDER BY datname',
    [names],
  );
  return rows.map((row) => row.datname);
}

(engines.includes('postgres') ? describe : describe.skip)('databases earlier test runs left on the server', () => {
  let admin: pg.Client;
  let liveRun: pg.Client;
  const dead = runId();
  const live = runId();
  const deadTemplate = `apteka_tpl_${dead}_migrated`;
  const deadCopy = `apteka_test_${dead}_0123456789ab`;
  const liveCopy = `apteka_test_${live}_0123456789ab`;

  beforeAll(async () => {
    admin = await connected();
    liveRun = await connected();
    // a run still going holds its lock, as the global setup does
    await liveRun.query('SELECT pg_advisory_lock($1, $2)', runLock(live));
    for (const name of [deadTemplate, deadCopy, liveCopy]) await admin.query(`CREATE DATABASE ${name}`);
  });

  afterAll(async () => {
    for (const name of [deadTemplate, deadCopy, liveCopy]) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await liveRun.end();
    await admin.end();
  });

  it('are dropped when no run holds their run’s lock; a running run’s are left alone', async () => {
    const dropped = await dropLeftDatabases(admin);
    expect(dropped).toEqual(expect.arrayContaining([deadTemplate, deadCopy]));
    expect(dropped).not.toContain(liveCopy);
    expect(await existing(admin, [deadTemplate, deadCopy, liveCopy])).toEqual([liveCopy]);
  });

  it('leave this run’s own templates and copies alone', async () => {
    const own = JSON.parse(process.env.APTEKA_TEST_TEMPLATES ?? '{}') as { postgres?: Record<string, string> };
    const templates = Object.values(own.postgres ?? {});
    expect(templates.length).toBeGreaterThan(0);
    await dropLeftDatabases(admin);
    expect(await existing(admin, templates)).toEqual([...templates].sort());
  });
});
