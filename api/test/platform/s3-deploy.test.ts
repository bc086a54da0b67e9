import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { packBuild } from '../../src/releases/deploy/build-archive';
import { localDeployToken } from '../../src/releases/deploy/deploy-tokens';
import { buildTestApp, openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';
import {
  filesOf,
  remoteBuild,
  serverBundle,
  shellBuild,
  tempFolders,
  type FixtureFiles,
} from '../support/published-builds';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';

const BUCKET = 'apteka-builds';
const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret' };
const CDN = 'https://cdn.apteka.example';

/**
 * The store on a bucket: builds uploaded through the deploy API land in an S3-compatible store (a stand-in started
 * here), and the instance draws pages with the shell's page and the server bundles it fetched from there.
 */
describe('an instance whose origin is an S3 bucket', () => {
  const tempFolder = tempFolders();
  let store: S3StandIn;
  let database: TestDatabase;
  let app: FastifyInstance;
  const token = localDeployToken(testConfig().sessionSecret);

  beforeAll(async () => {
    store = await startS3StandIn({ bucket: BUCKET, accessKeyId: CREDENTIALS.accessKeyId });
    database = await openMigratedDatabase('pglite');
    app = await buildTestApp(database.db, {
      origin: { driver: 's3', bucket: BUCKET, prefix: 'store', endpoint: store.url, ...CREDENTIALS },
      bundleCacheDir: tempFolder('apteka-bundles-'),
      assetsUrl: CDN,
      allowOverrides: false,
      serverRender: { enabled: true, budgetMs: 1500 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await store?.close();
  });

  const upload = async (app_: string, version: string, files: FixtureFiles) =>
    app.inject({
      method: 'PUT',
      url: `/api/platform/apps/${app_}/versions/${version}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      payload: await packBuild(filesOf(files)),
    });

  test('uploads land in the bucket with their types; pages are drawn from what the instance fetched there', async () => {
    const shell = shellBuild('1.0.0', {
      'server/render.js':
        "exports.render = async (input) => ({ html: '<header>С полки</header><main>' + (input.remote ? '<!--apteka-remote:' + input.remote.name + '-->' : '') + '</main>', head: '', styles: '', state: {}, bus: {} });",
    });
    expect((await upload('shell', '1.0.0', shell)).statusCode).toBe(200);
    const content = remoteBuild('content', '2.0.0', {
      'server/render.js': serverBundle('<h1>Главная из корзины</h1>'),
    });
    expect((await upload('content', '2.0.0', content)).json()).toMatchObject({ alreadyPublished: false });

    expect(store.objects.get('store/shell/1.0.0/index.html')?.contentType).toBe('text/html; charset=utf-8');
    expect(store.objects.get('store/main.3f9a1c2b.js')?.contentType).toBe('application/javascript; charset=utf-8');
    expect(store.objects.get('store/remotes/content/2.0.0/mf-manifest.json')?.cacheControl).toBe(
      'public, max-age=31536000, immutable',
    );

    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<header>С полки</header><main><h1>Главная из корзины</h1></main>');
    // browsers fetch published files from the CDN in front of the bucket: the registry, preloads and the CSP say so
    // checked by the browser against the SHA-384 recorded at upload, so fetched in CORS mode from the CDN
    expect(page.body).toMatch(
      new RegExp(
        `<link rel="preload" as="script" crossorigin="anonymous" href="${CDN}/remotes/content/2\\.0\\.0/remoteEntry\\.js" integrity="sha384-[A-Za-z0-9+/=]+" />`,
      ),
    );
    expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' ${CDN};`);
    expect((await app.inject({ method: 'GET', url: '/registry.json' })).json()).toEqual({
      allowOverrides: false,
      remotes: {
        content: {
          current: '2.0.0',
          versions: { '2.0.0': `${CDN}/remotes/content/2.0.0/mf-manifest.json` },
          integrity: {
            '2.0.0': {
              [`${CDN}/remotes/content/2.0.0/mf-manifest.json`]: expect.stringMatching(/^sha384-/) as string,
              [`${CDN}/remotes/content/2.0.0/remoteEntry.js`]: expect.stringMatching(/^sha384-/) as string,
              [`${CDN}/remotes/content/2.0.0/__federation_expose_app.1a2b3c4d.js`]: expect.stringMatching(
                /^sha384-/,
              ) as string,
            },
          },
        },
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ verified: 4, refused: [] });
    // the files themselves are not served by the instance: the CDN does that
    expect((await app.inject({ method: 'GET', url: '/remotes/content/2.0.0/remoteEntry.js' })).statusCode).toBe(404);
  });
});
