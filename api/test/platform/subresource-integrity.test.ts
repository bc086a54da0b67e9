import '../support/native-modules';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteRegistry } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/platform/config';
import type { MoveRequest } from '../../src/releases/registry/registry-moves';
import { filesOfVersion } from '../../src/releases/registry/registry-repository';
import { openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';
import { moveFromCurrent, originFolder, publishFixture, remoteBuild, shellBuild } from '../support/published-builds';

const html = { accept: 'text/html,application/xhtml+xml' };
const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const STYLE = 'body{color:#1f2328}';
/** A shell page naming a stylesheet of its own and a script of another site beside its own script. */
const SHELL_PAGE =
  '<!doctype html><html><head><link rel=stylesheet href=/main.5e6f7a8b.css>' +
  '<script defer src="https://tags.example/tag.js"></script></head>' +
  '<body><div id="root"></div><script defer src=/main.3f9a1c2b.js></script></body></html>';
const catalog = remoteBuild('catalog', '1.0.0', { '59.9f8e7d6c.js': '/* a lazy chunk */' });

/** The attributes of each `<tag ...>` of a page. */
function tagsOf(body: string, tag: string): Array<Record<string, string>> {
  return [...body.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|([^\s>"]+)))?/g)].map((attribute) => [
        attribute[1]!,
        attribute[2] ?? attribute[3] ?? '',
      ]),
    ),
  );
}

const inlineRegistry = (body: string) =>
  JSON.parse(
    /<script type="application\/json" id="apteka-registry">([^<]*)<\/script>/.exec(body)![1]!,
  ) as RemoteRegistry;

describe('subresource integrity: the browser checks the files a page names against what the registry recorded', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof originFolder>;
  let app: FastifyInstance;
  const others: FastifyInstance[] = [];

  const move = async (request: MoveRequest) => {
    await moveFromCurrent(database.db, 'catalog', request);
    await app.releases.refresh();
  };

  const anotherApp = async (overrides: Partial<AppConfig>) => {
    const other = await buildApp(testConfig({ ...folder.config, allowOverrides: false, ...overrides }), database.db, {
      logger: false,
    });
    others.push(other);
    return other;
  };

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
    folder = originFolder();
    const deps = { db: database.db, origin: folder.origin };
    await publishFixture(
      deps,
      'shell',
      '1.0.0',
      shellBuild('1.0.0', { 'index.html': SHELL_PAGE, 'main.5e6f7a8b.css': STYLE }),
    );
    await publishFixture(deps, 'catalog', '1.0.0', catalog);
    app = await buildApp(testConfig({ ...folder.config, allowOverrides: false }), database.db, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()));
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  /** the integrity of each of the catalog's files, as the registry recorded it at upload */
  const recorded = async (file: string) => {
    const row = (await filesOfVersion(database.db, 'catalog', '1.0.0')).find((each) => each.path === file);
    return `sha384-${row!.sha384}`;
  };

  test("the remote's preloads carry the SHA-384 recorded at upload, fetched in CORS mode", async () => {
    const page = await app.inject({ method: 'GET', url: '/catalog', headers: html });
    expect(page.statusCode).toBe(200);
    const preloads = tagsOf(page.body, 'link').filter((link) => link.rel === 'preload');
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'anonymous',
        href: '/remotes/catalog/1.0.0/mf-manifest.json',
        integrity: await recorded('mf-manifest.json'),
      },
      {
        rel: 'preload',
        as: 'script',
        crossorigin: 'anonymous',
        href: '/remotes/catalog/1.0.0/remoteEntry.js',
        integrity: await recorded('remoteEntry.js'),
      },
      {
        rel: 'preload',
        as: 'script',
        crossorigin: 'anonymous',
        href: '/remotes/catalog/1.0.0/__federation_expose_app.1a2b3c4d.js',
        integrity: await recorded('__federation_expose_app.1a2b3c4d.js'),
      },
    ]);
    // the recorded SHA-384 is the file's own
    expect(preloads[1]!.integrity).toBe(sri(catalog['remoteEntry.js']!));
  });

  test("the shell's own scripts and styles carry theirs; another site's script, which it did not record, none", async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: html });
    const scripts = tagsOf(page.body, 'script').filter((script) => script.src);
    expect(scripts.map(({ src, integrity, crossorigin }) => ({ src, integrity, crossorigin }))).toEqual([
      { src: 'https://tags.example/tag.js', integrity: undefined, crossorigin: undefined },
      { src: '/main.3f9a1c2b.js', integrity: sri('console.log("shell")'), crossorigin: undefined },
    ]);
    // the nonce the page answers with is still there
    expect(scripts[1]!.nonce).toBeTruthy();
    expect(tagsOf(page.body, 'link').find((link) => link.rel === 'stylesheet')).toEqual({
      rel: 'stylesheet',
      href: '/main.5e6f7a8b.css',
      integrity: sri(STYLE),
    });
  });

  test("the registry a page carries names each version's manifest, entry and first chunks with theirs", async () => {
    const expected = {
      '/remotes/catalog/1.0.0/mf-manifest.json': await recorded('mf-manifest.json'),
      '/remotes/catalog/1.0.0/remoteEntry.js': await recorded('remoteEntry.js'),
      '/remotes/catalog/1.0.0/__federation_expose_app.1a2b3c4d.js': await recorded(
        '__federation_expose_app.1a2b3c4d.js',
      ),
    };
    const page = await app.inject({ method: 'GET', url: '/kazan-16/catalog/product/nurofen-7', headers: html });
    // the first chunks of the other exposed parts are named by the manifest but were not uploaded: never guessed;
    // a lazy chunk is the remote's own webpack's to load, not the federation runtime's
    expect(inlineRegistry(page.body).remotes.catalog.integrity).toEqual({ '1.0.0': expected });
    const registry = (await app.inject({ method: 'GET', url: '/registry.json' })).json<RemoteRegistry>();
    expect(registry.remotes.catalog.integrity).toEqual({ '1.0.0': expected });
  });

  test('a canary: the registry names the files of both versions', async () => {
    const canary = remoteBuild('catalog', '1.1.0');
    await publishFixture({ db: database.db, origin: folder.origin }, 'catalog', '1.1.0', canary);
    await move({ action: 'canary', version: '1.1.0', percent: 10 });
    try {
      const registry = (await app.inject({ method: 'GET', url: '/registry.json' })).json<RemoteRegistry>();
      expect(Object.keys(registry.remotes.catalog.integrity ?? {}).sort()).toEqual(['1.0.0', '1.1.0']);
      expect(registry.remotes.catalog.integrity!['1.1.0']!['/remotes/catalog/1.1.0/remoteEntry.js']).toBe(
        sri(canary['remoteEntry.js']!),
      );
    } finally {
      await move({ action: 'rollback' });
    }
  });

  test('files on a CDN: their addresses carry the same integrity, fetched in CORS mode', async () => {
    const cdn = await anotherApp({ assetsUrl: 'https://cdn.apteka.example' });
    const page = await cdn.inject({ method: 'GET', url: '/catalog', headers: html });
    const entry = tagsOf(page.body, 'link').find((link) => link.href?.endsWith('/remoteEntry.js'));
    expect(entry).toMatchObject({
      href: 'https://cdn.apteka.example/remotes/catalog/1.0.0/remoteEntry.js',
      crossorigin: 'anonymous',
      integrity: await recorded('remoteEntry.js'),
    });
    expect(Object.keys(inlineRegistry(page.body).remotes.catalog.integrity!['1.0.0']!)).toContain(
      'https://cdn.apteka.example/remotes/catalog/1.0.0/mf-manifest.json',
    );
  });

  test('a file changed in the origin after upload keeps the integrity recorded then, which its bytes fail', async () => {
    writeFileSync(path.join(folder.dir, 'main.3f9a1c2b.js'), 'console.log("changed")');
    const served = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
    const page = await app.inject({ method: 'GET', url: '/', headers: html });
    const script = tagsOf(page.body, 'script').find((each) => each.src === '/main.3f9a1c2b.js')!;
    expect(script.integrity).toBe(sri('console.log("shell")'));
    expect(script.integrity).not.toBe(sri(served.rawPayload));
  });
});
