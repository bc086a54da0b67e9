import '../support/native-modules';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pack } from 'tar-stream';
import { CONTRACTS_VERSION } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/platform/config';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db } from '../../src/platform/database/types';
import { ARCHIVE_LIMITS, packBuild } from '../../src/releases/deploy/build-archive';
import {
  createToken,
  localDeployToken,
  revokeToken,
  TOKEN_GUESS_LIMITS,
} from '../../src/releases/deploy/deploy-tokens';
import { filesOf, remoteBuild, shellBuild, tempFolders, type FixtureFiles } from '../support/published-builds';
import { engines, openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';

const LOCAL_TOKEN = localDeployToken(testConfig().sessionSecret);
const RUSSIAN = /[а-яё]/i;

/** Temporary folders of this file (origins, bundle caches), removed after it. */
const tempFolder = tempFolders();

const configFor = (originDir: string, overrides: Partial<AppConfig> = {}) =>
  testConfig({
    origin: { driver: 'fs', dir: originDir },
    bundleCacheDir: tempFolder('apteka-bundles-'),
    registryRefreshSeconds: 3600,
    ...overrides,
  });

/**
 * Every request comes from an address of its own unless told: wrong tokens are counted per address across the
 * whole database, and one test's refusals must not use up another's.
 */
let addresses = 0;
const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

interface Call extends Omit<InjectOptions, 'headers' | 'remoteAddress'> {
  token?: string;
  address?: string;
  headers?: Record<string, string>;
}

function call(app: FastifyInstance, { token, address = freshAddress(), headers = {}, ...rest }: Call) {
  return app.inject({
    remoteAddress: address,
    ...rest,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
  });
}

const upload = (
  app: FastifyInstance,
  url: string,
  body: Buffer,
  token: string | undefined,
  headers: Record<string, string> = {},
) =>
  call(app, { method: 'PUT', url, token, payload: body, headers: { 'content-type': 'application/gzip', ...headers } });

const archiveOf = (files: FixtureFiles) => packBuild(filesOf(files));

/** An error answer: the status, `{ error, message }` with a Russian message, and what else the refusal names. */
function expectRefusal(response: LightMyRequestResponse, status: number, error: string, extra: object = {}) {
  expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
    status,
    body: { error, message: expect.stringMatching(RUSSIAN), ...extra },
  });
}

/**
 * Sends a request's headers and the first kilobyte of a body they say is `declared` bytes long, and answers what the
 * server said without the rest of it; null if it said nothing within `waitMs` (it is waiting for the body).
 */
function answerBeforeBody(
  port: number,
  {
    method,
    url,
    headers,
    declared,
  }: { method: string; url: string; headers: Record<string, string>; declared: number },
  waitMs = 5000,
): Promise<{ status: number; body: unknown } | null> {
  return new Promise((resolve) => {
    const sent = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path: url,
      headers: { ...headers, 'content-length': String(declared) },
    });
    const timer = setTimeout(() => {
      sent.destroy();
      resolve(null);
    }, waitMs);
    sent.on('error', () => undefined);
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        sent.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    sent.write(Buffer.alloc(1024, 1));
  });
}

async function tarWith(names: string[]): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => {
    if (Buffer.isBuffer(chunk)) chunks.push(chunk);
  });
  const ended = new Promise<void>((resolve) => archive.on('end', () => resolve()));
  for (const name of names) archive.entry({ name, mode: 0o644 }, `/* ${name} */`);
  archive.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

describe.each(engines)('the deploy API (%s)', (engine) => {
  let database: TestDatabase;
  let originDir: string;
  let app: FastifyInstance;
  let catalog: { id: string; secret: string };
  let basket: { id: string; secret: string };

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
    originDir = tempFolder('apteka-origin-');
    app = await buildApp(configFor(originDir), database.db, { logger: false });
    const made = await createToken(database.db, 'catalog', 'Каталог', 'test');
    catalog = { id: made.token.id, secret: made.secret };
    const other = await createToken(database.db, 'basket', 'Корзина', 'test');
    basket = { id: other.token.id, secret: other.secret };
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  test('a team uploads its builds and moves its app; the registry names who did what, with which token and CI run', async () => {
    const ci = { 'x-ci-run-url': 'https://ci.example/catalog/runs/101', 'x-deploy-by': 'catalog-pipeline' };
    const url = (version: string) => `/api/platform/apps/catalog/versions/${version}`;
    const first = await upload(app, url('1.0.0'), await archiveOf(remoteBuild('catalog', '1.0.0')), catalog.secret, ci);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      app: 'catalog',
      version: '1.0.0',
      alreadyPublished: false,
      files: 4,
      serverBundleSha384: null,
      move: {
        id: expect.any(Number),
        app: 'catalog',
        action: 'deploy',
        from: null,
        to: '1.0.0',
        canary: null,
        revision: 1,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        by: 'catalog-pipeline',
        team: 'Каталог',
        tokenId: catalog.id,
        ciRunUrl: 'https://ci.example/catalog/runs/101',
        reason: 'первая версия',
      },
    });
    // the origin is this machine's folder: the files are served from it
    const manifest = await call(app, { method: 'GET', url: '/remotes/catalog/1.0.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toBe(readFileSync(path.join(originDir, 'remotes/catalog/1.0.0/mf-manifest.json'), 'utf8'));

    const second = await upload(app, url('1.1.0'), await archiveOf(remoteBuild('catalog', '1.1.0')), catalog.secret);
    expect(second.json()).toMatchObject({ version: '1.1.0', alreadyPublished: false, move: null });
    const again = await upload(app, url('1.0.0'), await archiveOf(remoteBuild('catalog', '1.0.0')), catalog.secret);
    expect(again.json()).toMatchObject({ version: '1.0.0', alreadyPublished: true, move: null });
    const changed = await archiveOf(remoteBuild('catalog', '1.0.0', { 'remoteEntry.js': 'changed()' }));
    expectRefusal(await upload(app, url('1.0.0'), changed, catalog.secret), 409, 'version_published');

    const move = (body: object, headers: Record<string, string> = {}) =>
      call(app, {
        method: 'POST',
        url: '/api/platform/apps/catalog/moves',
        token: catalog.secret,
        payload: body,
        headers,
      });
    const canary = await move(
      { action: 'canary', version: '1.1.0', percent: 10, expectedRevision: 1, reason: 'проба' },
      ci,
    );
    expect(canary.statusCode).toBe(200);
    expect(canary.json()).toMatchObject({
      move: { action: 'canary', from: '1.0.0', to: '1.0.0', canary: { version: '1.1.0', percent: 10 }, revision: 2 },
      position: { app: 'catalog', current: '1.0.0', canary: { version: '1.1.0', percent: 10 }, revision: 2 },
    });
    expectRefusal(await move({ action: 'release', expectedRevision: 1 }), 409, 'registry_moved', {
      current: { app: 'catalog', current: '1.0.0', canary: { version: '1.1.0', percent: 10 }, revision: 2 },
    });
    expectRefusal(
      await move({ action: 'deploy', version: '7.0.0', expectedRevision: 2 }),
      422,
      'version_not_published',
    );
    expectRefusal(await move({ action: 'deploy', expectedRevision: 2 }), 400, 'move_version');
    const released = await move({ action: 'release', expectedRevision: 2 });
    expect(released.json()).toMatchObject({ position: { current: '1.1.0', canary: null, revision: 3 } });

    const registry = await call(app, { method: 'GET', url: '/api/platform/registry', token: catalog.secret });
    expect(registry.statusCode).toBe(200);
    const entries = registry.json<Array<{ app: string; moves: Array<Record<string, unknown>> }>>();
    expect(entries.map((entry) => entry.app).sort()).toEqual(
      ['account', 'basket', 'catalog', 'content', 'pharmacies', 'shell'].sort(),
    );
    const who = { team: 'Каталог', tokenId: catalog.id };
    expect(entries.find((entry) => entry.app === 'catalog')).toEqual({
      app: 'catalog',
      current: '1.1.0',
      canary: null,
      revision: 3,
      versions: ['1.0.0', '1.1.0'],
      moves: [
        expect.objectContaining({
          action: 'release',
          from: '1.0.0',
          to: '1.1.0',
          by: 'Каталог',
          ...who,
          ciRunUrl: null,
        }),
        expect.objectContaining({
          action: 'canary',
          by: 'catalog-pipeline',
          ...who,
          ciRunUrl: 'https://ci.example/catalog/runs/101',
          reason: 'проба',
        }),
        expect.objectContaining({
          action: 'deploy',
          to: '1.0.0',
          ...who,
          ciRunUrl: 'https://ci.example/catalog/runs/101',
        }),
      ],
      failures: [],
      speed: [],
      // nobody has visited: the current version's health over the last hour is empty
      health: {
        since: expect.any(String),
        until: expect.any(String),
        versions: [expect.objectContaining({ version: '1.1.0', views: 0, errors: 0, errorsPer1000: null })],
      },
      // no canary runs under the rollout policy
      rollout: null,
    });
    expect(entries.find((entry) => entry.app === 'basket')).toMatchObject({ current: null, versions: [], moves: [] });

    const history = await call(app, {
      method: 'GET',
      url: '/api/platform/apps/catalog/moves?limit=2',
      token: basket.secret,
    });
    expect(history.json<Array<{ action: string }>>().map((entry) => entry.action)).toEqual(['release', 'canary']);
  });

  test("a team's token neither uploads nor moves another app, the shell included: 403 token_scope", async () => {
    const basketBuild = await archiveOf(remoteBuild('basket', '1.0.0'));
    const refusals = [
      await upload(app, '/api/platform/apps/basket/versions/1.0.0', basketBuild, catalog.secret),
      await upload(
        app,
        '/api/platform/apps/shell/versions/1.0.0',
        await archiveOf(shellBuild('1.0.0')),
        catalog.secret,
      ),
      await call(app, {
        method: 'POST',
        url: '/api/platform/apps/basket/moves',
        token: catalog.secret,
        payload: { action: 'deploy', version: '1.0.0', expectedRevision: 0 },
      }),
      await call(app, {
        method: 'POST',
        url: '/api/platform/apps/shell/moves',
        token: catalog.secret,
        payload: { action: 'rollback', expectedRevision: 0 },
      }),
    ];
    for (const response of refusals) expectRefusal(response, 403, 'token_scope');
    expect(refusals[0]!.json<{ message: string }>().message).toContain('«Каталог»');
    const { rows } = await database.db.query("SELECT app FROM registry_versions WHERE app IN ('basket', 'shell')");
    expect(rows).toEqual([]);
  });

  test('no token, a malformed, unknown, wrong or revoked one: 401 deploy_token', async () => {
    const registry = (authorization?: string) =>
      call(app, {
        method: 'GET',
        url: '/api/platform/registry',
        headers: authorization === undefined ? {} : { authorization },
      });
    const [, secret] = /^apk_[0-9a-f]{12}_(.+)$/.exec(catalog.secret)!;
    const missing = await registry();
    expectRefusal(missing, 401, 'deploy_token');
    expect(missing.json<{ message: string }>().message).toContain('Authorization: Bearer');
    for (const authorization of [
      'Bearer',
      'Bearer not-a-token',
      `Basic ${catalog.secret}`,
      `Bearer ${catalog.secret} extra`,
      `Bearer apk_000000000000_${secret}`,
      `Bearer apk_${catalog.id}_${'x'.repeat(43)}`,
      `Bearer apk_local_${secret}`,
    ]) {
      expectRefusal(await registry(authorization), 401, 'deploy_token');
    }
    // an upload is refused before its archive is even read
    expectRefusal(
      await upload(app, '/api/platform/apps/catalog/versions/9.0.0', Buffer.from('not even an archive'), undefined),
      401,
      'deploy_token',
    );

    const doomed = await createToken(database.db, 'catalog', 'Каталог', 'test');
    expect((await registry(`Bearer ${doomed.secret}`)).statusCode).toBe(200);
    await revokeToken(database.db, doomed.token.id);
    expectRefusal(await registry(`Bearer ${doomed.secret}`), 401, 'deploy_token');
  });

  test('malformed uploads: 400 malformed_build, and the instance lives on', async () => {
    const put = (body: Buffer, version = '2.0.0') =>
      upload(app, `/api/platform/apps/catalog/versions/${version}`, body, catalog.secret);
    expectRefusal(
      await put(Buffer.from('this is not a tar archive, only a few words that go on '.repeat(20))),
      400,
      'malformed_build',
    );
    expectRefusal(await put(gzipSync(Buffer.from('gzipped, but not a tar'.repeat(40)))), 400, 'malformed_build');
    const { 'build-info.json': _info, ...noInfo } = remoteBuild('catalog', '2.0.0');
    const withoutInfo = await put(await archiveOf(noInfo));
    expectRefusal(withoutInfo, 400, 'malformed_build');
    expect(withoutInfo.json<{ message: string }>().message).toContain('build-info.json');
    for (const name of ['../../escape.js', '/etc/cron.d/job', 'static/../../escape.js']) {
      expectRefusal(await put(await tarWith(['build-info.json', name])), 400, 'malformed_build');
    }
    expectRefusal(await put(await archiveOf(remoteBuild('content', '2.0.0'))), 400, 'build_of_other_app');
    expectRefusal(
      await upload(
        app,
        '/api/platform/apps/catalog/versions/2.0.0',
        await archiveOf(remoteBuild('catalog', '2.0.0')),
        catalog.secret,
        {
          'x-ci-run-url': 'javascript:alert(1)',
        },
      ),
      400,
      'ci_run_url',
    );
    for (const version of ['1.0.0_beta', '1.0.0%2F..%2F..%2Fescape', '.hidden', '1.0.0%20rc', `1.${'0'.repeat(80)}`]) {
      expectRefusal(await put(await archiveOf(remoteBuild('catalog', '2.0.0')), version), 400, 'validation');
    }
    // nothing of it reached the origin or the registry
    const { rows } = await database.db.query(
      "SELECT version FROM registry_versions WHERE app = 'catalog' ORDER BY seq",
    );
    expect(rows).toEqual([{ version: '1.0.0' }, { version: '1.1.0' }]);
    expect(existsSync(path.join(originDir, 'remotes/catalog/2.0.0'))).toBe(false);
    expect(existsSync(path.join(originDir, 'escape.js'))).toBe(false);
    expect((await call(app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  test('a malformed build-info.json or mf-manifest.json: 400 malformed_build naming the file, never a 500', async () => {
    const info = (fields: object) =>
      JSON.stringify({ name: 'catalog', version: '6.0.0', contracts: CONTRACTS_VERSION, ...fields });
    const malformed: Array<[string, string]> = [
      ['build-info.json', 'not json {'],
      ['build-info.json', 'null'],
      ['build-info.json', '[]'],
      ['build-info.json', '"catalog"'],
      ['build-info.json', info({ name: 5 })],
      ['build-info.json', info({ version: 6 })],
      ['build-info.json', info({ version: '../6.0.0' })],
      ['build-info.json', info({ contracts: 7 })],
      ['build-info.json', info({ contracts: 'latest' })],
      ['build-info.json', info({ shared: 'everything' })],
      ['build-info.json', info({ shared: ['@apteka/ui'] })],
      ['build-info.json', info({ shared: { '@apteka/ui': 5 } })],
      ['build-info.json', info({ shared: { '@apteka/ui': { version: '1.0.0' } } })],
      ['build-info.json', info({ shared: { '../ui': '1.0.0' } })],
      ['build-info.json', info({ notes: 'x'.repeat(1024 * 1024) })],
      ['mf-manifest.json', 'null'],
      ['mf-manifest.json', '{"exposes":"app"}'],
      ['mf-manifest.json', '{"exposes":[null]}'],
      ['mf-manifest.json', '{"exposes":[{"name":7}]}'],
    ];
    const answers = [];
    for (const [i, [file, body]] of malformed.entries()) {
      const version = `6.0.${i}`;
      const response = await upload(
        app,
        `/api/platform/apps/catalog/versions/${version}`,
        await archiveOf(remoteBuild('catalog', version, { [file]: body })),
        catalog.secret,
      );
      answers.push({ file, body: body.slice(0, 60), status: response.statusCode, answer: response.json<unknown>() });
    }
    expect(answers).toEqual(
      malformed.map(([file, body]) => ({
        file,
        body: body.slice(0, 60),
        status: 400,
        answer: { error: 'malformed_build', message: expect.stringContaining(file) },
      })),
    );
    const { rows } = await database.db.query("SELECT version FROM registry_versions WHERE version LIKE '6.0.%'");
    expect(rows).toEqual([]);
    expect((await call(app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  test('a body larger than the limit is refused with a 4xx, never a 5xx', async () => {
    // the limit is 200 MB; an instance built with a limit of 64 KB shows the same refusals without the traffic
    const limit = ARCHIVE_LIMITS.unpackedBytes;
    ARCHIVE_LIMITS.unpackedBytes = 64 * 1024;
    let small: FastifyInstance | undefined;
    try {
      small = await buildApp(configFor(originDir), database.db, { logger: false });
      const put = (body: Buffer) => upload(small!, '/api/platform/apps/catalog/versions/3.0.0', body, catalog.secret);
      // more bytes than the limit on the wire
      const tooLong = await put(Buffer.alloc(100 * 1024, 7));
      expectRefusal(tooLong, 413, 'bad_request');
      // a few kilobytes that unpack to megabytes
      const bomb = await put(gzipSync(Buffer.alloc(4 * 1024 * 1024)));
      expectRefusal(bomb, 400, 'malformed_build');
    } finally {
      ARCHIVE_LIMITS.unpackedBytes = limit;
      await small?.close();
    }
  });

  test("every call's token, then its scope, is checked before its body is read: 401 or 403, not 413", async () => {
    const tooBig = { action: 'release', expectedRevision: 0, reason: 'x'.repeat(100 * 1024) };
    expectRefusal(
      await call(app, { method: 'POST', url: '/api/platform/apps/catalog/moves', payload: tooBig }),
      401,
      'deploy_token',
    );
    expectRefusal(
      await call(app, {
        method: 'POST',
        url: '/api/platform/tokens',
        payload: Buffer.alloc(100 * 1024, 1),
        headers: { 'content-type': 'application/gzip' },
      }),
      401,
      'deploy_token',
    );
    expectRefusal(
      await call(app, {
        method: 'POST',
        url: '/api/platform/apps/basket/moves',
        token: catalog.secret,
        payload: tooBig,
      }),
      403,
      'token_scope',
    );
    expectRefusal(
      await call(app, { method: 'POST', url: '/api/platform/tokens', token: catalog.secret, payload: tooBig }),
      403,
      'token_scope',
    );
  });

  test('only the upload takes an archive (up to 200 MB); every other call a small JSON body', async () => {
    const move = (payload: object | Buffer, headers: Record<string, string> = {}) =>
      call(app, { method: 'POST', url: '/api/platform/apps/catalog/moves', token: catalog.secret, payload, headers });
    expectRefusal(await move(Buffer.alloc(100 * 1024, 1), { 'content-type': 'application/gzip' }), 415, 'bad_request');
    expectRefusal(
      await call(app, {
        method: 'POST',
        url: '/api/platform/tokens',
        token: LOCAL_TOKEN,
        payload: Buffer.alloc(1024, 1),
        headers: { 'content-type': 'application/octet-stream' },
      }),
      415,
      'bad_request',
    );
    // a move says what it does in a few hundred bytes
    expectRefusal(
      await move({ action: 'release', expectedRevision: 0, reason: 'x'.repeat(20 * 1024) }),
      413,
      'bad_request',
    );
    // and an upload is an archive, never JSON
    expectRefusal(
      await upload(app, '/api/platform/apps/catalog/versions/4.0.0', Buffer.from('{"a":1}'), catalog.secret, {
        'content-type': 'application/json',
      }),
      415,
      'bad_request',
    );
  });

  test("an upload with no token, a wrong one or another team's is answered before its body arrives", async () => {
    const listening = await buildApp(configFor(originDir), database.db, { logger: false });
    try {
      await listening.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.server.address() as AddressInfo;
      const refusals: Array<[string | undefined, number, string]> = [
        [undefined, 401, 'deploy_token'],
        [`apk_000000000000_${'g'.repeat(43)}`, 401, 'deploy_token'],
        [basket.secret, 403, 'token_scope'],
      ];
      for (const [token, status, error] of refusals) {
        const answer = await answerBeforeBody(port, {
          method: 'PUT',
          url: '/api/platform/apps/catalog/versions/5.0.0',
          headers: {
            'content-type': 'application/gzip',
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
          // under the limit: only the body itself could be waited for, and only a kilobyte of it is sent
          declared: 150 * 1024 * 1024,
        });
        expect({ token, answer }).toEqual({
          token,
          answer: { status, body: { error, message: expect.stringMatching(RUSSIAN) } },
        });
      }
    } finally {
      await listening.close();
    }
  });

  test('tokens are managed with the local token: created (the secret shown once), listed, revoked', async () => {
    const created = await call(app, {
      method: 'POST',
      url: '/api/platform/tokens',
      token: LOCAL_TOKEN,
      payload: { scope: 'pharmacies', team: 'Аптеки' },
    });
    expect(created.statusCode).toBe(201);
    const { token, secret } = created.json<{ token: { id: string }; secret: string }>();
    expect(created.json()).toEqual({
      token: {
        id: expect.stringMatching(/^[0-9a-f]{12}$/),
        scope: 'pharmacies',
        team: 'Аптеки',
        createdAt: expect.stringMatching(/^\d{4}-/),
        createdBy: 'local',
        revokedAt: null,
        lastUsedAt: null,
      },
      secret: expect.stringMatching(new RegExp(`^apk_${token.id}_[A-Za-z0-9_-]{20,}$`)),
    });
    const uploaded = await upload(
      app,
      '/api/platform/apps/pharmacies/versions/1.0.0',
      await archiveOf(remoteBuild('pharmacies', '1.0.0')),
      secret,
    );
    expect(uploaded.json()).toMatchObject({ alreadyPublished: false, move: { by: 'Аптеки', tokenId: token.id } });

    const listed = await call(app, { method: 'GET', url: '/api/platform/tokens', token: LOCAL_TOKEN });
    expect(listed.statusCode).toBe(200);
    const tokens = listed.json<Array<Record<string, unknown>>>();
    expect(tokens.map((entry) => entry.id)).toEqual(expect.arrayContaining([catalog.id, basket.id, token.id]));
    expect(tokens.find((entry) => entry.id === token.id)).toMatchObject({
      lastUsedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(listed.body).not.toContain(secret.slice(-20));
    for (const entry of tokens)
      expect(Object.keys(entry).sort()).toEqual([
        'createdAt',
        'createdBy',
        'id',
        'lastUsedAt',
        'revokedAt',
        'scope',
        'team',
      ]);

    const revoked = await call(app, { method: 'DELETE', url: `/api/platform/tokens/${token.id}`, token: LOCAL_TOKEN });
    expect(revoked.json()).toMatchObject({ id: token.id, revokedAt: expect.stringMatching(/^\d{4}-/) });
    expectRefusal(
      await call(app, { method: 'GET', url: '/api/platform/registry', token: secret }),
      401,
      'deploy_token',
    );
    expectRefusal(
      await call(app, { method: 'DELETE', url: '/api/platform/tokens/0123456789ab', token: LOCAL_TOKEN }),
      404,
      'token_not_found',
    );
    expectRefusal(
      await call(app, {
        method: 'POST',
        url: '/api/platform/tokens',
        token: LOCAL_TOKEN,
        payload: { scope: 'everything', team: 'Все' },
      }),
      400,
      'validation',
    );
  });

  test("a team's token manages no tokens: 403 token_scope", async () => {
    for (const request of [
      { method: 'POST', url: '/api/platform/tokens', payload: { scope: 'catalog', team: 'Каталог 2' } },
      { method: 'GET', url: '/api/platform/tokens' },
      { method: 'DELETE', url: `/api/platform/tokens/${basket.id}` },
    ] as const) {
      expectRefusal(await call(app, { ...request, token: catalog.secret }), 403, 'token_scope');
    }
    const { rows } = await database.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM deploy_tokens WHERE id = $1',
      [basket.id],
    );
    expect(rows).toEqual([{ revoked_at: null }]);
  });

  test('in production the local token is refused; teams keep theirs', async () => {
    const production = await buildApp(configFor(originDir, { env: 'production' }), database.db, { logger: false });
    try {
      for (const request of [
        { method: 'GET', url: '/api/platform/tokens' },
        { method: 'GET', url: '/api/platform/registry' },
        { method: 'POST', url: '/api/platform/tokens', payload: { scope: 'catalog', team: 'Посторонние' } },
      ] as const) {
        expectRefusal(await call(production, { ...request, token: LOCAL_TOKEN }), 401, 'deploy_token');
      }
      const registry = await call(production, { method: 'GET', url: '/api/platform/registry', token: catalog.secret });
      expect(registry.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  test('a dist folder as `tar czf - -C dist .` packs it, with the stamp npm run build leaves in it: published, and again for the next version', async () => {
    const shell = await createToken(database.db, 'shell', 'Оболочка', 'test');
    for (const version of ['1.0.0', '1.1.0']) {
      const dist = tempFolder('apteka-dist-');
      for (const [name, body] of Object.entries(shellBuild(version))) {
        mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
        writeFileSync(path.join(dist, name), body);
      }
      // the fingerprint of the sources the build was made from (scripts/lib/build.ts): not a file of the build
      writeFileSync(path.join(dist, '.build-hash'), `sources-of-${version}`);
      const archive = execFileSync('tar', ['czf', '-', '-C', dist, '.']);
      const response = await upload(app, `/api/platform/apps/shell/versions/${version}`, archive, shell.secret);
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 200,
        body: expect.objectContaining({ app: 'shell', version, alreadyPublished: false, files: 3 }),
      });
    }
    expect(existsSync(path.join(originDir, '.build-hash'))).toBe(false);
    expect(readFileSync(path.join(originDir, 'shell/1.1.0/index.html'), 'utf8')).toBe(
      shellBuild('1.1.0')['index.html'],
    );
  });

  test('a right token is accepted from an address whose wrong guesses are used up (a CI runner shared with a guesser); guesses from it stay refused', async () => {
    const runner = freshAddress();
    const registry = (bearer: string | undefined, address = runner) =>
      call(app, { method: 'GET', url: '/api/platform/registry', token: bearer, address });
    const wrong = (i: number) => `apk_${(0xdef000000000 + i).toString(16)}_${'g'.repeat(43)}`;
    for (let i = 0; i < TOKEN_GUESS_LIMITS.address.limit; i++) {
      expectRefusal(await registry(wrong(i)), 401, 'deploy_token');
    }
    for (const guess of [wrong(98), 'not-a-token', undefined, `apk_${catalog.id}_${'g'.repeat(43)}`]) {
      expectRefusal(await registry(guess), 429, 'token_guessing');
    }

    expect((await registry(catalog.secret)).statusCode).toBe(200);
    const uploaded = await call(app, {
      method: 'PUT',
      url: '/api/platform/apps/catalog/versions/7.0.0',
      token: catalog.secret,
      address: runner,
      payload: await archiveOf(remoteBuild('catalog', '7.0.0')),
      headers: { 'content-type': 'application/gzip' },
    });
    expect({ status: uploaded.statusCode, body: uploaded.json<unknown>() }).toEqual({
      status: 200,
      body: expect.objectContaining({ app: 'catalog', version: '7.0.0', alreadyPublished: false }),
    });
    expectRefusal(await registry(wrong(99)), 429, 'token_guessing');
  });

  test("wrong secrets for a token's id, from anywhere, refuse further guesses at it and never its holder", async () => {
    const holder = await createToken(database.db, 'account', 'Кабинет', 'test');
    const guess = `apk_${holder.token.id}_${'h'.repeat(43)}`;
    const registry = (bearer: string) =>
      call(app, { method: 'GET', url: '/api/platform/registry', token: bearer, address: freshAddress() });
    for (let i = 0; i < TOKEN_GUESS_LIMITS.token.limit; i++) expectRefusal(await registry(guess), 401, 'deploy_token');
    expectRefusal(await registry(guess), 429, 'token_guessing');
    expect((await registry(holder.secret)).statusCode).toBe(200);
    expectRefusal(await registry(guess), 429, 'token_guessing');
  });
});

const withPostgres = engines.includes('postgres');
/** Instances on one database need the PostgreSQL server: without it the block is reported as skipped, saying why. */
const describeAcrossInstances = (title: string, body: () => void) =>
  withPostgres
    ? describe(`${title} (postgres)`, body)
    : describe.skip(`${title} (skipped: the PostgreSQL test server at 127.0.0.1:5432 does not answer)`, body);

describeAcrossInstances('guessing tokens is limited across instances', () => {
  let database: TestDatabase;
  let otherPool: Db;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    otherPool = openPostgresDb(database.connectionString!, 3);
    const originDir = tempFolder('apteka-origin-');
    first = await buildApp(configFor(originDir), database.db, { logger: false });
    second = await buildApp(configFor(originDir), otherPool, { logger: false });
    token = (await createToken(database.db, 'content', 'Контент', 'test')).secret;
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await otherPool?.close();
    await database?.dispose();
  });

  test('10 wrong tokens from one address over two instances, then 429 token_guessing on both for every guess; the right token still goes', async () => {
    const address = '10.66.0.1';
    const registry = (app: FastifyInstance, bearer: string, from = address) =>
      call(app, { method: 'GET', url: '/api/platform/registry', token: bearer, address: from });
    const wrong = (i: number) => `apk_${(0xabc000000000 + i).toString(16)}_${'g'.repeat(43)}`;
    const guesses = [];
    for (let i = 0; i < 10; i++) guesses.push(await registry(i % 2 === 0 ? first : second, wrong(i)));
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(10).fill(401));

    for (const app of [first, second]) {
      const refused = await registry(app, wrong(10));
      expectRefusal(refused, 429, 'token_guessing');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    for (const app of [first, second]) expect((await registry(app, token)).statusCode).toBe(200);
    const upload = await call(second, {
      method: 'PUT',
      url: '/api/platform/apps/content/versions/1.0.0',
      token,
      address,
      payload: await archiveOf(remoteBuild('content', '1.0.0')),
      headers: { 'content-type': 'application/gzip' },
    });
    expect(upload.statusCode).toBe(200);
    for (const app of [first, second]) expectRefusal(await registry(app, wrong(12)), 429, 'token_guessing');

    // another address is not affected
    for (const app of [first, second]) expect((await registry(app, token, '10.66.0.2')).statusCode).toBe(200);
    expectRefusal(await registry(first, wrong(11), '10.66.0.2'), 401, 'deploy_token');
  });
});
