import '../support/native-modules';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/platform/database/types';
import { cacheControlFor } from '../../src/platform/plugins/static-site';
import { testConfig } from '../support/test-app';
import { SAMPLE_REGISTRY, writeDeployFile } from '../support/deploy-folder';

/** Static files never touch the database. */
const noDb: Db = {
  engine: 'pglite',
  query: () => Promise.reject(new Error('no database in static tests')),
  exec: () => Promise.reject(new Error('no database in static tests')),
  transaction: () => Promise.reject(new Error('no database in static tests')),
  close: () => Promise.resolve(),
};

const INDEX =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div><script defer src="/main.3f9a1c2b.js"></script></body></html>';

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
    INDEX.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`)
      .replace('<style>', `<style nonce="${nonce}">`)
      .replace('<script defer', `<script nonce="${nonce}" defer`),
  );
  return { policy, nonce: nonce! };
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static site from DEPLOY_DIR', () => {
  let deployDir: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    deployDir = mkdtempSync(path.join(os.tmpdir(), 'apteka-deploy-'));
    writeDeployFile(deployDir, 'index.html', INDEX);
    writeDeployFile(deployDir, 'main.3f9a1c2b.js', 'console.log("shell")');
    writeDeployFile(deployDir, 'main.3f9a1c2b.js.br', brotliCompressSync('console.log("shell")'));
    writeDeployFile(deployDir, 'main.3f9a1c2b.js.gz', gzipSync('console.log("shell")'));
    writeDeployFile(deployDir, 'favicon.ico', 'icon');
    writeDeployFile(deployDir, 'registry.json', JSON.stringify(SAMPLE_REGISTRY));
    writeDeployFile(deployDir, 'build-id.txt', 'build-2026-11-22\n');
    writeDeployFile(deployDir, 'remotes/catalog/1.0.0/remoteEntry.js', 'var catalog;');
    writeDeployFile(
      deployDir,
      'remotes/catalog/1.0.0/mf-manifest.json',
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'app', assets: { js: { sync: ['__federation_expose_app.1a2b3c4d.js'], async: ['59.9f8e7d6c.js'] } } },
          { name: 'search-box', assets: { js: { sync: ['__federation_expose_search_box.5e6f7a8b.js'] } } },
        ],
      }),
    );
    app = await buildApp(testConfig({ deployDir }), noDb, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('the shell page at / is revalidated every time and never served as a plain file', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expectShellPage(response);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
  });

  test("the registry's history (it names who deployed) and its lock are not served", async () => {
    writeDeployFile(deployDir, 'registry-history.jsonl', '{"by":"someone"}\n');
    writeDeployFile(deployDir, 'registry.lock', '');
    for (const url of ['/registry-history.jsonl', '/registry.lock']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.body.includes('someone')]).toEqual([url, 404, false]);
    }
    expect((await app.inject({ method: 'GET', url: '/registry.json' })).statusCode).toBe(200);
  });

  test("every page answer has a strict CSP with a nonce of its own, allowing the registry's CDN and reporting violations", async () => {
    const first = expectShellPage(await app.inject({ method: 'GET', url: '/catalog', headers: html }));
    const second = expectShellPage(await app.inject({ method: 'GET', url: '/catalog', headers: html }));
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.policy).toContain("script-src 'self' https://cdn.apteka.example;");
    expect(first.policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    expect(first.policy).not.toMatch(/unsafe-eval|unsafe-inline|localhost/);
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  test("a page carries the registry inline and preloads its remote's manifest, entry and first chunks", async () => {
    const product = await app.inject({ method: 'GET', url: '/kazan-16/catalog/product/nurofen-7', headers: html });
    const inline = /<script type="application\/json" id="apteka-registry">([^<]*)<\/script>/.exec(product.body);
    expect(JSON.parse(inline![1]!)).toEqual(SAMPLE_REGISTRY);
    const preloads = [...product.body.matchAll(/<link rel="preload" ([^>]*) \/>/g)].map((match) => match[1]);
    expect(preloads).toEqual([
      'as="fetch" crossorigin="anonymous" href="/remotes/catalog/1.0.0/mf-manifest.json"',
      'as="script" href="/remotes/catalog/1.0.0/remoteEntry.js"',
      'as="script" href="/remotes/catalog/1.0.0/__federation_expose_app.1a2b3c4d.js"',
    ]);
    // a remote on a CDN: its manifest only (its files are not read from here); no owner (a 404): the registry only
    const home = await app.inject({ method: 'GET', url: '/', headers: html });
    expect([...home.body.matchAll(/<link rel="preload" [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'https://cdn.apteka.example/remotes/content/2.0.0/mf-manifest.json',
    ]);
    const missing = await app.inject({ method: 'GET', url: '/no-such-page', headers: html });
    expect(missing.body).toContain('id="apteka-registry"');
    expect(missing.body).not.toContain('rel="preload"');
    // a canary: the browser's cohort decides the version, so neither is preloaded
    const catalog = { ...SAMPLE_REGISTRY.remotes.catalog, canary: { version: '1.1.0', percent: 10 } };
    writeDeployFile(
      deployDir,
      'registry.json',
      JSON.stringify({ ...SAMPLE_REGISTRY, remotes: { ...SAMPLE_REGISTRY.remotes, catalog } }),
    );
    try {
      const during = await app.inject({ method: 'GET', url: '/catalog', headers: html });
      expect(during.body).toContain('"canary":{"version":"1.1.0","percent":10}');
      expect(during.body).not.toContain('rel="preload"');
    } finally {
      writeDeployFile(deployDir, 'registry.json', JSON.stringify(SAMPLE_REGISTRY));
    }
  });

  test('a registry that allows overrides (local development) lets dev servers on this machine in', async () => {
    writeDeployFile(deployDir, 'registry.json', JSON.stringify({ ...SAMPLE_REGISTRY, allowOverrides: true }));
    try {
      const { policy } = expectShellPage(await app.inject({ method: 'GET', url: '/', headers: html }));
      expect(policy).toContain("script-src 'self' https://cdn.apteka.example http://localhost:* http://127.0.0.1:*;");
    } finally {
      writeDeployFile(deployDir, 'registry.json', JSON.stringify(SAMPLE_REGISTRY));
    }
  });

  test('registry.json and build-id.txt are revalidated, and build-id feeds /api/build-id', async () => {
    const registry = await app.inject({ method: 'GET', url: '/registry.json' });
    expect(registry.statusCode).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.json()).toEqual(SAMPLE_REGISTRY);
    expect((await app.inject({ method: 'GET', url: '/build-id.txt' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: 'build-2026-11-22' });
  });

  test('every page names the release it belongs to, and a new deploy of the shell changes it at once', async () => {
    const page = async () => (await app.inject({ method: 'GET', url: '/catalog', headers: html })).body;
    expect(await page()).toContain('<meta name="build-id" content="build-2026-11-22" />');
    writeDeployFile(deployDir, 'build-id.txt', 'build-2026-11-25\n');
    try {
      expect(await page()).toContain('<meta name="build-id" content="build-2026-11-25" />');
      expect((await app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({
        buildId: 'build-2026-11-25',
      });
    } finally {
      writeDeployFile(deployDir, 'build-id.txt', 'build-2026-11-22\n');
    }
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

  test('client-side routes get index.html with status 200', async () => {
    for (const url of ['/catalog', '/basket/?isCheckout=true', '/lk/orders', '/pharmacies']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expectShellPage(response);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  test('a page that cannot be described (the database is away) still brings the shell up, with a 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/catalog/product/aspirin', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('<div id="root"></div>');
  });

  test('missing files, non-HTML requests and unknown API routes are 404s', async () => {
    const missingAsset = await app.inject({ method: 'GET', url: '/main.00000000.js', headers: html });
    expect(missingAsset.statusCode).toBe(404);
    const missingRemote = await app.inject({ method: 'GET', url: '/remotes/catalog/9.9.9/remoteEntry.js' });
    expect(missingRemote.statusCode).toBe(404);
    const jsonClient = await app.inject({ method: 'GET', url: '/catalog/x', headers: { accept: 'application/json' } });
    expect(jsonClient.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', message: 'Страница не найдена.' });
  });

  test('static responses carry the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('production tells browsers to use HTTPS only (its Secure cookies are tested with the session)', async () => {
    const production = await buildApp(testConfig({ deployDir, env: 'production' }), noDb, { logger: false });
    try {
      const response = await production.inject({ method: 'GET', url: '/', headers: html });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });

  test('tag containers: none configured names none and allows none; configured ones are named and allowed', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(plain.body).not.toContain('tag-containers');
    expect(plain.headers['content-security-policy']).not.toContain('googletagmanager');
    const tagged = await buildApp(
      testConfig({ deployDir, tagContainers: { gtmId: 'GTM-AB12CD', metricaId: '98765432' } }),
      noDb,
      { logger: false },
    );
    try {
      const response = await tagged.inject({ method: 'GET', url: '/', headers: html });
      expect(response.body).toContain('<meta name="tag-containers" content="gtm=GTM-AB12CD;ym=98765432" />');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/mc\.yandex\.ru/);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
    } finally {
      await tagged.close();
    }
  });

  test('without a deploy folder there is no static site and HTML routes are 404s', async () => {
    const bare = await buildApp(testConfig({ deployDir: path.join(deployDir, 'missing') }), noDb, { logger: false });
    try {
      const response = await bare.inject({ method: 'GET', url: '/catalog', headers: html });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('cacheControlFor', () => {
  test.each([
    ['index.html', 'no-cache'],
    ['registry.json', 'no-cache'],
    ['build-id.txt', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['main.3f9a1c2b.js', IMMUTABLE],
    ['main.3f9a1c2b.js.br', IMMUTABLE],
    ['static/412.0c4a9e7d51b2ee10.css', IMMUTABLE],
    ['remotes/catalog/1.2.3/remoteEntry.js', IMMUTABLE],
    ['remotes/catalog/1.2.3/index.html', IMMUTABLE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
