import '../support/native-modules';
import type { Db } from '../../src/platform/database/types';
import { DomainError } from '../../src/platform/errors';
import type { MoveRequest } from '../../src/releases/registry/registry-moves';
import { moveApp } from '../../src/releases/registry/registry-service';
import { publishFixture, remoteBuild, TEST_ACTOR, useOriginFolder } from '../support/published-builds';
import { engines, openMigratedDatabase, type TestDatabase } from '../support/test-app';

const positionOf = async (db: Db) =>
  (
    await db.query<{ current_version: string | null; canary_version: string | null; revision: number }>(
      "SELECT current_version, canary_version, revision FROM registry_apps WHERE app = 'content'",
    )
  ).rows[0]!;

const move = async (db: Db, request: MoveRequest) =>
  moveApp(db, 'content', request, (await positionOf(db)).revision, TEST_ACTOR);

describe.each(engines)('a rollback without a version (%s)', (engine) => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  const publish = (version: string) =>
    publishFixture({ db: database.db, origin: origin.origin }, 'content', version, remoteBuild('content', version));

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
  });
  afterAll(() => database?.dispose());

  test('returns to the version released to everyone before, never to a canary that was abandoned', async () => {
    await publish('1.0.0');
    // a canary that broke in browsers, ended
    await publish('1.1.0');
    await move(database.db, { action: 'canary', version: '1.1.0', percent: 5 });
    await move(database.db, { action: 'rollback' });
    expect(await positionOf(database.db)).toMatchObject({ current_version: '1.0.0', canary_version: null });
    // the next release, tried on a share, given to everyone, then rolled back
    await publish('1.2.0');
    await move(database.db, { action: 'canary', version: '1.2.0', percent: 10 });
    await move(database.db, { action: 'release' });
    expect((await positionOf(database.db)).current_version).toBe('1.2.0');

    const { move: rolledBack } = await move(database.db, { action: 'rollback' });
    expect(rolledBack).toMatchObject({ action: 'rollback', from: '1.2.0', to: '1.0.0' });
    expect(await positionOf(database.db)).toMatchObject({ current_version: '1.0.0', canary_version: null });
  });

  test('another one goes further back, not forward to the version just left: here there is nothing older', async () => {
    const before = await positionOf(database.db);
    const refusal = await move(database.db, { action: 'rollback' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'unprocessable', code: 'nothing_older' });
    expect(await positionOf(database.db)).toEqual(before);
  });

  test('after a rollback to a named version and a new release, it returns to the named one, past what was left', async () => {
    await move(database.db, { action: 'deploy', version: '1.2.0' });
    await publish('1.3.0');
    await move(database.db, { action: 'deploy', version: '1.3.0' });
    await move(database.db, { action: 'rollback', version: '1.0.0' });
    await publish('1.4.0');
    await move(database.db, { action: 'deploy', version: '1.4.0' });

    const { move: rolledBack } = await move(database.db, { action: 'rollback' });
    expect(rolledBack).toMatchObject({ from: '1.4.0', to: '1.0.0' });
  });
});
