import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { createToken } from '../../src/releases/deploy/deploy-tokens';
import { buildTestApp, openCatalogueDatabase, Visitor, type TestDatabase } from '../support/test-app';
import { drawnVersionOf, publishStandIns } from '../support/stand-in-bundles';
import { originFolder } from '../support/published-builds';

/**
 * A team sees a version before any shopper does: a link signed by the platform pins the browser that opens it to
 * one published version of one remote, drawn by the server; a forged, altered or expired link does nothing.
 */
describe('preview links', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  let contentToken: string;
  let catalogToken: string;

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    await publishStandIns({ db: database.db, origin: folder.origin }, ['1.0.0', '1.1.0']);
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: 5000 },
      pageCacheSeconds: 60,
      speedSampleRate: 0.5,
    });
    contentToken = (await createToken(database.db, 'content', 'Контент', 'test')).secret;
    catalogToken = (await createToken(database.db, 'catalog', 'Каталог', 'test')).secret;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  const askForLink = (token: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/platform/apps/content/previews',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const open = (visitor: Visitor, url = '/') =>
    visitor.request({ method: 'GET', url, headers: { accept: 'text/html' } });
  const drawnVersion = (html: string) => drawnVersionOf(html, 'content');
  const inlineRegistry = (html: string) =>
    JSON.parse(/<script type="application\/json" id="apteka-registry">(.*?)<\/script>/.exec(html)![1]!) as {
      preview?: { remote: string; version: string };
      remotes: Record<string, { versions: Record<string, string> }>;
    };
  async function linkFor(version: string): Promise<string> {
    const made = await askForLink(contentToken, { version, hours: 2 });
    expect(made.statusCode).toBe(200);
    return new URL(made.json<{ url: string }>().url, 'http://store.test').search;
  }

  test('are made with the team’s own token for a published version only', async () => {
    expect((await askForLink(catalogToken, { version: '1.1.0' })).statusCode).toBe(403);
    expect((await askForLink(contentToken, { version: '9.9.9' })).json()).toMatchObject({
      error: 'version_not_published',
      message: expect.stringContaining('9.9.9') as string,
    });
    expect((await askForLink(contentToken, { version: '1.1.0', hours: 25 })).statusCode).toBe(400);
    const made = await askForLink(contentToken, { version: '1.1.0' });
    expect(made.json()).toEqual({
      url: expect.stringMatching(/\/\?apteka-preview=[\w-]+\.[\w-]+$/) as string,
      expires: expect.any(String) as string,
    });
  });

  test('pin the browser that opens one to that version, drawn by the server, counted nowhere', async () => {
    const reviewer = new Visitor(app);
    const opened = await open(reviewer, `/${await linkFor('1.1.0')}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(reviewer.cookies.get('mf_preview')).toBeTruthy();

    const page = await open(reviewer);
    expect(page.statusCode).toBe(200);
    expect(drawnVersion(page.body)).toBe('1.1.0');
    expect(page.headers['x-page-cache']).toBeUndefined();
    const registry = inlineRegistry(page.body);
    expect(registry.preview).toEqual({ remote: 'content', version: '1.1.0' });
    expect(registry.remotes.content!.versions['1.1.0']).toBe('/remotes/content/1.1.0/mf-manifest.json');
    expect(page.body).toContain('<meta name="speed-sample-rate" content="0" />');
    expect(page.body).toContain('<meta name="health-sample-rate" content="0" />');

    // looking for releases, the pinned browser keeps its version
    const registryJson = await reviewer.request({ method: 'GET', url: '/registry.json' });
    expect(registryJson.json()).toMatchObject({ preview: { remote: 'content', version: '1.1.0' } });
    expect((await app.inject({ method: 'GET', url: '/registry.json' })).json().preview).toBeUndefined();

    // other browsers still get the current version, and so does the reviewer after leaving the preview
    expect(drawnVersion((await open(new Visitor(app))).body)).toBe('1.0.0');
    expect((await open(reviewer, '/?apteka-preview=off')).statusCode).toBe(303);
    expect(reviewer.cookies.has('mf_preview')).toBe(false);
    const after = await open(reviewer);
    expect(drawnVersion(after.body)).toBe('1.0.0');
    expect(inlineRegistry(after.body).preview).toBeUndefined();
    expect(after.body).toContain('<meta name="health-sample-rate" content="1" />');
  });

  test('a forged, altered or expired link does nothing', async () => {
    const search = await linkFor('1.1.0');
    const [payload, signature] = search.slice('?apteka-preview='.length).split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify(['content', '1.1.0', Date.now() + 20 * 3600_000])).toString('base64url');
    const expired = Buffer.from(JSON.stringify(['content', '1.1.0', Date.now() - 1000])).toString('base64url');
    for (const token of [`${altered}.${signature}`, `${expired}.${signature}`, `${payload}.forged`, 'nonsense']) {
      const visitor = new Visitor(app);
      const opened = await open(visitor, `/?apteka-preview=${token}`);
      expect(opened.statusCode).toBe(303);
      expect(visitor.cookies.has('mf_preview')).toBe(false);
      // a cookie set by hand with such a token is not honoured either
      visitor.cookies.set('mf_preview', token);
      const page = await open(visitor);
      expect(drawnVersion(page.body)).toBe('1.0.0');
      expect(inlineRegistry(page.body).preview).toBeUndefined();
    }
  });
});
