import '../support/native-modules';
import { createHash } from 'node:crypto';
import { canaryPosition } from '@apteka/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/platform/config';
import type { Db } from '../../src/platform/database/types';
import { cacheControlFor } from '../../src/platform/plugins/static-site';
import type { MoveRequest } from '../../src/releases/registry/registry-moves';
import { openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';
import {
  moveFromCurrent,
  originFolder,
  publishFixture,
  remoteBuild,
  SHELL_INDEX,
  shellBuild,
} from '../support/published-builds';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const html = { accept: 'text/html,application/xhtml+xml' };
/** The subresource integrity of a published file, as the registry recorded its SHA-384 at upload. */
const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The page as sent: the index with this answer's nonce on its tags and in the csp-nonce meta, and the page's own
 * head (tested with the pages module) where the index has none.
 */
function expectShellPage(response: { body: string; headers: Record<string, unknown> }) {
  const policy = String(response.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeDefined();
  expect(response.body).toMatch(/<title>[^<]+<\/title>/);
  expect(response.body.replace(/<title>[\s\S]*?(?=<\/head>)/, '')).toBe(
    SHELL_INDEX.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`)
      .replace('<style>', `<style nonce="${nonce}">`)
      .replace('<script defer', `<script nonce="${nonce}" defer`)
      .replace('.js"></script>', `.js" integrity="${sri('console.log("shell")')}"></script>`),
  );
  return { policy, nonce: nonce! };
}

/** The files of a remote's version the federation runtime loads, with the integrity the registry recorded. */
function integrityOf(app: 'catalog' | 'content', version: string) {
  const build = remoteBuild(app, version);
  const files = ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_app.1a2b3c4d.js'];
  return {
    [version]: Object.fromEntries(files.map((file) => [`/remotes/${app}/${version}/${file}`, sri(build[file]!)])),
  };
}

const EXPECTED_REGISTRY = {
  allowOverrides: false,
  remotes: {
    catalog: {
      current: '1.0.0',
      versions: { '1.0.0': '/remotes/catalog/1.0.0/mf-manifest.json' },
      integrity: integrityOf('catalog', '1.0.0'),
    },
    content: {
      current: '2.0.0',
      versions: { '2.0.0': '/remotes/content/2.0.0/mf-manifest.json' },
      integrity: integrityOf('content', '2.0.0'),
    },
  },
};

describe('the static site: published files from the origin folder, pages from the registry', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof originFolder>;
  let app: FastifyInstance;
  /** the database goes away for the pages (the release this instance serves stays in its memory) */
  let away = false;
  const extraApps: FastifyInstance[] = [];

  const flaky = (db: Db): Db => ({
    ...db,
    engine: db.engine,
    query: (sql, params) => (away ? Promise.reject(new Error('Connection terminated')) : db.query(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onNotify, onReconnect) => db.listen(channel, onNotify, onReconnect),
    usage: () => db.usage(),
    close: () => db.close(),
  });

  const anotherApp = async (overrides: Partial<AppConfig>) => {
    const other = await buildApp(testConfig({ ...folder.config, allowOverrides: false, ...overrides }), database.db, {
      logger: false,
    });
    extraApps.push(other);
    return other;
  };

  const move = async (app_: 'shell' | 'catalog', request: MoveRequest) => {
    await moveFromCurrent(database.db, app_, request);
    await Promise.all([app, ...extraApps].map((each) => each.releases.refresh()));
  };

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
    folder = originFolder();
    const deps = { db: database.db, origin: folder.origin };
    await publishFixture(
      deps,
      'shell',
      '1.0.0',
      shellBuild('1.0.0', {
        'main.3f9a1c2b.js.br': brotliCompressSync('console.log("shell")'),
        'main.3f9a1c2b.js.gz': gzipSync('console.log("shell")'),
      }),
    );
    await publishFixture(
      deps,
      'catalog',
      '1.0.0',
      remoteBuild('catalog', '1.0.0', { '59.9f8e7d6c.js': '/* a lazy chunk */' }),
    );
    await publishFixture(deps, 'content', '2.0.0', remoteBuild('content', '2.0.0'));
    app = await buildApp(testConfig({ ...folder.config, allowOverrides: false }), flaky(database.db), {
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await Promise.all(extraApps.map((other) => other.close()));
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  test('the shell page at / is revalidated every time and never served as a plain file', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expectShellPage(response);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/index.html', '/shell/1.0.0/index.html']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  test('what older deploy folders kept beside the registry (its history names who deployed) is not served', async () => {
    writeFileSync(path.join(folder.dir, 'registry-history.jsonl'), '{"by":"someone"}\n');
    writeFileSync(path.join(folder.dir, 'registry.json'), '{"by":"someone"}');
    for (const url of ['/registry-history.jsonl', '/build-id.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.body.includes('someone')]).toEqual([url, 404, false]);
    }
    const registry = await app.inject({ method: 'GET', url: '/registry.json' });
    expect(registry.json()).toEqual(EXPECTED_REGISTRY);
  });

  test('server bundles and source maps are not served, however their address is spelt', async () => {
    const secret = "the server's own code";
    for (const [file, body] of Object.entries({
      'shell/1.0.0/server/render.js': secret,
      'remotes/catalog/1.0.0/server/render.js': secret,
      'remotes/catalog/1.0.0/server/render.js.map': secret,
      'remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map': secret,
      'main.3f9a1c2b.js.5160bc8b2d.map': secret,
      'main.3f9a1c2b.js.5160bc8b2d.map.gz': gzipSync(secret),
    })) {
      mkdirSync(path.dirname(path.join(folder.dir, file)), { recursive: true });
      writeFileSync(path.join(folder.dir, file), body);
    }
    const gzip = { 'accept-encoding': 'gzip' };
    for (const [url, headers] of [
      ['/shell/1.0.0/server/render.js', {}],
      ['/remotes/catalog/1.0.0/server/render.js', {}],
      ['/remotes/catalog/1.0.0/server/render.js', gzip],
      ['/remotes/catalog/1.0.0/%73erver/render.js', {}],
      ['/remotes/catalog/1.0.0/server/render.js.map', {}],
      ['/remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map', {}],
      ['/remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.%6dap', {}],
      ['/main.3f9a1c2b.js.5160bc8b2d.map', {}],
      ['/main.3f9a1c2b.js.5160bc8b2d.map', gzip],
      ['/main.3f9a1c2b.js.5160bc8b2d.map.gz', {}],
      ['/main.3f9a1c2b.js.5160bc8b2d.map?x=1', {}],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect([url, headers, response.statusCode, response.body.includes(secret)]).toEqual([url, headers, 404, false]);
    }
    // the files beside them are
    for (const url of ['/remotes/catalog/1.0.0/59.9f8e7d6c.js', '/main.3f9a1c2b.js']) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
  });

  test('every page answer has a strict CSP with a nonce of its own, reporting violations', async () => {
    const first = expectShellPage(await app.inject({ method: 'GET', url: '/catalog', headers: html }));
    const second = expectShellPage(await app.inject({ method: 'GET', url: '/catalog', headers: html }));
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.policy).toContain("script-src 'self';");
    expect(first.policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    expect(first.policy).not.toMatch(/unsafe-eval|unsafe-inline|localhost/);
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  test("a page carries the registry inline and preloads its remote's manifest, entry and first chunks", async () => {
    const product = await app.inject({ method: 'GET', url: '/kazan-16/catalog/product/nurofen-7', headers: html });
    const inline = /<script type="application\/json" id="apteka-registry">([^<]*)<\/script>/.exec(product.body);
    expect(JSON.parse(inline![1]!)).toEqual(EXPECTED_REGISTRY);
    const preloads = [...product.body.matchAll(/<link rel="preload" ([^>]*) \/>/g)].map((match) => match[1]);
    const integrity = EXPECTED_REGISTRY.remotes.catalog.integrity['1.0.0']!;
    expect(preloads).toEqual([
      `as="fetch" crossorigin="anonymous" href="/remotes/catalog/1.0.0/mf-manifest.json" integrity="${integrity['/remotes/catalog/1.0.0/mf-manifest.json']}"`,
      `as="script" crossorigin="anonymous" href="/remotes/catalog/1.0.0/remoteEntry.js" integrity="${integrity['/remotes/catalog/1.0.0/remoteEntry.js']}"`,
      `as="script" crossorigin="anonymous" href="/remotes/catalog/1.0.0/__federation_expose_app.1a2b3c4d.js" integrity="${integrity['/remotes/catalog/1.0.0/__federation_expose_app.1a2b3c4d.js']}"`,
    ]);
    const missing = await app.inject({ method: 'GET', url: '/no-such-page', headers: html });
    expect(missing.body).toContain('id="apteka-registry"');
    expect(missing.body).not.toContain('rel="preload"');
    // a canary: the browser's cohort decides the version, and the page preloads that one only
    await publishFixture(
      { db: database.db, origin: folder.origin },
      'catalog',
      '1.1.0',
      remoteBuild('catalog', '1.1.0'),
    );
    await move('catalog', { action: 'canary', version: '1.1.0', percent: 10 });
    try {
      const during = await app.inject({ method: 'GET', url: '/catalog', headers: html });
      expect(during.body).toContain('"canary":{"version":"1.1.0","percent":10}');
      expect(during.body).toContain('"1.1.0":"/remotes/catalog/1.1.0/mf-manifest.json"');
      const cohort = /mf_cohort=([^;]+)/.exec(String(during.headers['set-cookie']))![1]!;
      const version = canaryPosition(cohort, 'catalog') < 10 ? '1.1.0' : '1.0.0';
      const manifests = [...during.body.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(manifests).toEqual([`/remotes/catalog/${version}/mf-manifest.json`]);
    } finally {
      await move('catalog', { action: 'rollback' });
    }
    expect((await app.inject({ method: 'GET', url: '/registry.json' })).json()).toEqual(EXPECTED_REGISTRY);
  });

  test('files published to a CDN: the registry names its addresses, pages preload from it and allow it', async () => {
    const cdn = await anotherApp({ assetsUrl: 'https://cdn.apteka.example' });
    const page = await cdn.inject({ method: 'GET', url: '/catalog', headers: html });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' https://cdn.apteka.example;");
    expect([...page.body.matchAll(/<link rel="preload" [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'https://cdn.apteka.example/remotes/catalog/1.0.0/mf-manifest.json',
      'https://cdn.apteka.example/remotes/catalog/1.0.0/remoteEntry.js',
      'https://cdn.apteka.example/remotes/catalog/1.0.0/__federation_expose_app.1a2b3c4d.js',
    ]);
  });

  test('outside production, browsers may point a remote at a dev server on this machine', async () => {
    const local = await anotherApp({ allowOverrides: true });
    const { policy } = expectShellPage(await local.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*;");
    expect((await local.inject({ method: 'GET', url: '/registry.json' })).json()).toMatchObject({
      allowOverrides: true,
    });
  });

  test('registry.json is revalidated and may be read from anywhere; /api/build-id names the current shell', async () => {
    const registry = await app.inject({ method: 'GET', url: '/registry.json' });
    expect(registry.statusCode).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: '1.0.0' });
  });

  test('every page names the release it belongs to, and a move of the shell changes it at once', async () => {
    const page = async () => (await app.inject({ method: 'GET', url: '/catalog', headers: html })).body;
    expect(await page()).toContain('<meta name="build-id" content="1.0.0" />');
    await publishFixture({ db: database.db, origin: folder.origin }, 'shell', '1.0.1', shellBuild('1.0.1'));
    await move('shell', { action: 'deploy', version: '1.0.1' });
    try {
      expect(await page()).toContain('<meta name="build-id" content="1.0.1" />');
      expect((await app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: '1.0.1' });
    } finally {
      await move('shell', { action: 'rollback' });
    }
    expect(await page()).toContain('<meta name="build-id" content="1.0.0" />');
  });

  test('content-hashed shell assets are immutable and served pre-compressed when accepted', async () => {
    const plain = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('console.log("shell")');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);

    const brotli = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.rawPayload.equals(brotliCompressSync('console.log("shell")'))).toBe(true);

    const gzip = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test('remote files are immutable and allowed cross-origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/catalog/1.0.0/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const shell = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('client-side routes get the shell page with status 200', async () => {
    for (const url of ['/catalog', '/basket/?isCheckout=true', '/lk/orders', '/pharmacies']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expectShellPage(response);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  test('a page that cannot be described (the database is away) still brings the shell up, with a 503', async () => {
    away = true;
    try {
      const response = await app.inject({ method: 'GET', url: '/catalog/product/aspirin', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      away = false;
    }
  });

  test('missing files and unknown pages are 404 pages; unknown API routes are JSON 404s', async () => {
    const missingAsset = await app.inject({ method: 'GET', url: '/main.00000000.js', headers: html });
    expect(missingAsset.statusCode).toBe(404);
    const missingRemote = await app.inject({ method: 'GET', url: '/remotes/catalog/9.9.9/remoteEntry.js' });
    expect(missingRemote.statusCode).toBe(404);
    expect(missingRemote.headers['content-type']).toMatch(/^text\/html/);
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', message: 'Страница не найдена.' });
  });

  test('a page asked for with any Accept (curl, monitors, link previews, none) is the page a browser gets', async () => {
    // each answer has a nonce and a new shopper's first answers of its own
    const pageOf = (response: { body: string; headers: Record<string, unknown> }) =>
      response.body
        .replaceAll(expectShellPage(response).nonce, 'NONCE')
        .replace(/<script type="application\/json" id="apteka-first-answers">.*?<\/script>/, '');
    for (const url of ['/', '/catalog', '/no-such-page']) {
      const browser = await app.inject({ method: 'GET', url, headers: html });
      for (const accept of ['*/*', 'application/json', undefined]) {
        const other = await app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
        expect([url, accept, other.statusCode]).toEqual([url, accept, browser.statusCode]);
        expect(pageOf(other)).toBe(pageOf(browser));
      }
    }
  });

  test('bad page addresses are 404 pages, or 400 pages when they cannot be read; API addresses stay JSON', async () => {
    const cases: Array<[string, number]> = [
      // a region id beyond integer range names no region (it once reached SQL and answered 503)
      ['/x-2147483648/catalog', 404],
      ['/moskva-1.5', 404],
      ['/catalog/product/2147483648', 404],
      [`/catalog?q=${'a'.repeat(10_000)}`, 200],
      ['/catalog?q=лекарства', 200],
      // dot segments and doubled slashes are read as the route table reads them ('//..//' once answered 500)
      ['//..//', 200],
      ['/catalog//..//no-such-page', 404],
      ['/%ZZ', 400],
      ['/catalog/%E0%A4%A', 400],
      ['/moskva-1%00/catalog', 400],
      ['/catalog/a%01b', 400],
      ['/catalog?q=%00', 400],
      // longer than any route parameter takes: the router refuses it before any route
      [`/images/products/${'1'.repeat(200)}.svg`, 404],
    ];
    for (const [url, status] of cases) {
      for (const accept of ['*/*', 'application/json']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept } });
        expect([url.slice(0, 40), accept, response.statusCode]).toEqual([url.slice(0, 40), accept, status]);
        expectShellPage(response);
        if (status !== 200) expect(response.body).toContain('<meta name="robots" content="noindex');
      }
    }
    const api = await app.inject({ method: 'GET', url: '/api/%ZZ', headers: html });
    expect([api.statusCode, api.json()]).toEqual([400, { error: 'bad_request', message: 'Некорректный запрос.' }]);
    const posted = await app.inject({ method: 'POST', url: '/catalog', headers: html });
    expect([posted.statusCode, posted.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });

  test('static responses carry the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('production tells browsers to use HTTPS only (its Secure cookies are tested with the session)', async () => {
    const production = await anotherApp({ env: 'production' });
    const response = await production.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('every page names the share of visits that report their speed', async () => {
    const page = await app.inject({ method: 'GET', url: '/catalog', headers: html });
    expect(page.body).toContain('<meta name="speed-sample-rate" content="0.1" />');
    const none = await anotherApp({ speedSampleRate: 0 });
    expect((await none.inject({ method: 'GET', url: '/', headers: html })).body).toContain(
      '<meta name="speed-sample-rate" content="0" />',
    );
  });

  test('tag containers: none configured names none and allows none; configured ones are named and allowed', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(plain.body).not.toContain('tag-containers');
    expect(plain.headers['content-security-policy']).not.toContain('googletagmanager');
    const tagged = await anotherApp({ tagContainers: { gtmId: 'GTM-AB12CD', metricaId: '98765432' } });
    const response = await tagged.inject({ method: 'GET', url: '/', headers: html });
    expect(response.body).toContain('<meta name="tag-containers" content="gtm=GTM-AB12CD;ym=98765432" />');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/mc\.yandex\.ru/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
  });
});

describe('a store with no shell published yet', () => {
  test('has no pages: page addresses are plain 404 pages (400 when unreadable) until the first shell', async () => {
    const database = await openMigratedDatabase('pglite');
    const folder = originFolder();
    try {
      const bare = await buildApp(testConfig(folder.config), database.db, { logger: false });
      try {
        for (const url of ['/catalog', '/%ZZ']) {
          const page = await bare.inject({ method: 'GET', url, headers: { accept: '*/*' } });
          expect([url, page.statusCode, page.headers['content-type']]).toEqual([
            url,
            url === '/%ZZ' ? 400 : 404,
            'text/html; charset=utf-8',
          ]);
          expect(page.headers['content-security-policy']).toContain("default-src 'none'");
        }
        expect((await bare.inject({ method: 'GET', url: '/registry.json' })).json()).toEqual({
          allowOverrides: true,
          remotes: {},
        });
        await publishFixture({ db: database.db, origin: folder.origin }, 'shell', '1.0.0', shellBuild('1.0.0'));
        await bare.releases.refresh();
        expect((await bare.inject({ method: 'GET', url: '/catalog', headers: html })).statusCode).toBe(200);
      } finally {
        await bare.close();
      }
    } finally {
      await database.dispose();
      folder.remove();
    }
  });
});

describe('cacheControlFor', () => {
  test.each([
    ['index.html', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['main.3f9a1c2b.js', IMMUTABLE],
    ['main.3f9a1c2b.js.br', IMMUTABLE],
    ['411.5160bc8b2d.js.LICENSE.txt', IMMUTABLE],
    ['static/412.0c4a9e7d51b2ee10.css', IMMUTABLE],
    ['remotes/catalog/1.2.3/remoteEntry.js', IMMUTABLE],
    ['remotes/catalog/1.2.3/index.html', IMMUTABLE],
    ['shell/1.2.3/server/render.js', IMMUTABLE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
