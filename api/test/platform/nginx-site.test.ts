import '../support/native-modules';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { childGroup } from '../../../scripts/lib/child-group';
import { nginxUnavailable, startNginx, upstreamServer, writeNginxFiles } from '../../../scripts/lib/nginx';
import { buildApp } from '../../src/app';
import { pageRing } from '../../src/platform/server-render/page-ring';
import { openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';
import { originFolder } from '../support/published-builds';

const TOKEN = 'metrics-token-of-the-nginx-test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A GET of `rawPath` exactly as written: fetch would resolve its dots and escapes before sending it. */
function get(port: number, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: rawPath, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * Resolves once nginx's master has written its own pid into its pid file, which it does after it opened its
 * listening sockets. The file's name alone does not tell: checking the configuration (`nginx -t`) writes one too.
 */
function listening(conf: string, nginx: ChildProcess) {
  const pidFile = path.join(conf, 'nginx.pid');
  const written = () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(nginx.pid);
  return new Promise<void>((resolve, reject) => {
    const watcher = watch(conf);
    const done = (error?: Error) => {
      watcher.close();
      if (error) reject(error);
      else resolve();
    };
    watcher.on('change', (_event, name) => {
      if (String(name) === 'nginx.pid' && written()) done();
    });
    nginx.once('exit', () => done(new Error(`nginx exited; see ${path.join(conf, 'logs/error.log')}`)));
    if (written()) done();
  });
}

const unavailable = nginxUnavailable();

/** The repo's nginx site (ops/nginx/apteka.conf) as `npm run cluster` runs it, in front of one API instance. */
(unavailable ? describe.skip : describe)(`nginx in front of the store${unavailable ? ` (${unavailable})` : ''}`, () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof originFolder>;
  let app: FastifyInstance;
  let conf: string;
  let port: number;
  let apiPort: number;
  const children = childGroup({ graceMs: 5000 });
  /** the addresses the API instance was asked for */
  const reached: string[] = [];

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
    folder = originFolder();
    app = await buildApp(testConfig({ ...folder.config, metrics: { token: TOKEN } }), database.db, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    app.server.on('request', (incoming: { url: string }) => reached.push(incoming.url));
    apiPort = (app.server.address() as { port: number }).port;
    conf = mkdtempSync(path.join(os.tmpdir(), 'apteka-nginx-'));
    port = await freePort();
    writeNginxFiles(conf, { port, upstreamPorts: [apiPort], origin: folder.dir });
    const nginx = startNginx(children, conf);
    await listening(conf, nginx);
  });
  afterAll(async () => {
    await children.stop();
    await app?.close();
    await database?.dispose();
    folder?.remove();
    if (conf) rmSync(conf, { recursive: true, force: true });
  });

  /** what nginx answers for `rawPath`, and the addresses the API was asked for meanwhile */
  async function throughNginx(rawPath: string, headers: Record<string, string> = {}) {
    reached.length = 0;
    const answer = await get(port, rawPath, headers);
    return { ...answer, reached: [...reached] };
  }

  describe('metrics are never passed to the API, however the address is spelt', () => {
    const withToken = { authorization: `Bearer ${TOKEN}` };

    test('the API itself answers its metrics at more than one spelling', async () => {
      for (const spelling of ['/api/metrics', '/api/metrics/', '/api/metrics?x', '/api/%6detrics']) {
        expect([spelling, (await get(apiPort, spelling, withToken)).status]).toEqual([spelling, 200]);
      }
    });

    test.each([
      '/api/metrics',
      '/api/metrics/',
      '/api/metrics//',
      '/api/metrics/x',
      '/api/metrics.json',
      '/api/metrics.txt',
      '/api/metrics%2F',
      '/api/metrics%2f',
      '/api/metrics%3Fx',
      '/api/metrics%23',
      '/api/metrics;x',
      '/api/metrics%5C',
      '/api/metrics\\',
      '/api/metrics?x',
      '/api/metrics?',
      '/api/metrics/?x=1',
      '/api/metrics#x',
      '//api/metrics',
      '/api//metrics',
      '/api/./metrics',
      '/api/x/../metrics',
      '/api/metrics/x/..',
      '/api/%6detrics',
      '/api/metric%73/',
      '/%61pi/metrics',
      '/%2Fapi/metrics',
    ])('%s: 404 from nginx', async (spelling) => {
      const answer = await throughNginx(spelling, withToken);
      expect(answer.status).toBe(404);
      expect(answer.reached).toEqual([]);
      expect(answer.body).not.toContain('apteka_http_request_duration_seconds');
    });

    // nginx resolves the dots before it picks a location: the API gets these as they were written, and refuses them
    test.each(['/api/metrics/..', '/api/metrics/%2e%2e', '/api/metrics/../'])(
      '%s: read by nginx as /api/, passed on, and no metrics',
      async (spelling) => {
        const answer = await throughNginx(spelling, withToken);
        expect(answer.reached).toEqual([spelling]);
        expect(answer.body).not.toContain('apteka_http_request_duration_seconds');
      },
    );

    test('the rest of the API is passed on', async () => {
      const answer = await throughNginx('/api/health');
      expect(answer.status).toBe(200);
      expect(answer.reached).toEqual(['/api/health']);
    });
  });

  describe("server bundles and source maps are not the public's", () => {
    const secret = "the server's own code";
    beforeAll(() => {
      for (const [file, body] of Object.entries({
        'main.3f9a1c2b.js': 'console.log("shell")',
        'main.3f9a1c2b.js.5160bc8b2d.map': secret,
        'main.3f9a1c2b.js.5160bc8b2d.map.br': brotliCompressSync(secret),
        'shell/1.0.0/server/render.js': secret,
        'remotes/catalog/1.0.0/59.9f8e7d6c.js': '/* a lazy chunk */',
        'remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map': secret,
        'remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map.gz': gzipSync(secret),
        'remotes/catalog/1.0.0/server/render.js': secret,
        'remotes/catalog/1.0.0/server/render.js.gz': gzipSync(secret),
        'remotes/catalog/1.0.0/server/render.js.map': secret,
      })) {
        mkdirSync(path.dirname(path.join(folder.dir, file)), { recursive: true });
        writeFileSync(path.join(folder.dir, file), body);
      }
    });

    test.each([
      ['/remotes/catalog/1.0.0/server/render.js', {}],
      ['/remotes/catalog/1.0.0/server/render.js', { 'accept-encoding': 'gzip' }],
      ['/remotes/catalog/1.0.0/server/render.js.gz', {}],
      ['/remotes/catalog/1.0.0/server/render.js.map', {}],
      ['/remotes/catalog/1.0.0/server/', {}],
      ['/remotes/catalog/1.0.0/%73erver/render.js', {}],
      ['/remotes//catalog/1.0.0/server/render.js', {}],
      ['/remotes/catalog/1.0.0/x/../server/render.js', {}],
      ['/remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map', {}],
      ['/remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map', { 'accept-encoding': 'gzip' }],
      ['/remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.map.gz', {}],
      ['/remotes/catalog/1.0.0/59.9f8e7d6c.js.0c4a9e7d51.%6dap', {}],
      ['/main.3f9a1c2b.js.5160bc8b2d.map', {}],
      ['/main.3f9a1c2b.js.5160bc8b2d.map', { 'accept-encoding': 'br' }],
      ['/main.3f9a1c2b.js.5160bc8b2d.map.br', {}],
      ['/main.3f9a1c2b.js.5160bc8b2d.MAP', {}],
      ['/shell/1.0.0/server/render.js', {}],
    ] as const)('%s %j: 404 from nginx', async (address, headers) => {
      const answer = await throughNginx(address, headers);
      expect(answer.status).toBe(404);
      expect(answer.reached).toEqual([]);
      expect(answer.body).not.toContain(secret);
    });

    test('the files beside them are served from the origin', async () => {
      for (const address of ['/main.3f9a1c2b.js', '/remotes/catalog/1.0.0/59.9f8e7d6c.js']) {
        const answer = await throughNginx(address);
        expect([address, answer.status, answer.reached]).toEqual([address, 200, []]);
      }
    });
  });
});

/** The site in front of two stand-in instances, each answering with its own name. */
(unavailable ? describe.skip : describe)(
  `nginx in front of several instances${unavailable ? ` (${unavailable})` : ''}`,
  () => {
    let conf: string;
    let port: number;
    const children = childGroup({ graceMs: 5000 });
    const instances: Server[] = [];
    const ports: number[] = [];

    beforeAll(async () => {
      for (const name of ['a', 'b', 'c']) {
        const instance = createHttpServer((_request, response) => response.end(name));
        await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
        instances.push(instance);
        ports.push((instance.address() as { port: number }).port);
      }
      conf = mkdtempSync(path.join(os.tmpdir(), 'apteka-nginx-'));
      port = await freePort();
      writeNginxFiles(conf, { port, upstreamPorts: ports, origin: conf });
      const nginx = startNginx(children, conf);
      await listening(conf, nginx);
    });
    afterAll(async () => {
      await children.stop();
      await Promise.all(instances.map((instance) => new Promise((resolve) => instance.close(resolve))));
      if (conf) rmSync(conf, { recursive: true, force: true });
    });

    const ADDRESSES = Array.from({ length: 30 }, (_, n) => `/catalog/product/product-${n}`);

    test('a page is always drawn by the same instance, and the pages are spread over all of them', async () => {
      const first = await Promise.all(ADDRESSES.map((address) => get(port, address)));
      const again = await Promise.all(ADDRESSES.map((address) => get(port, address)));
      expect(again.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body));
      expect(new Set(first.map((answer) => answer.body))).toEqual(new Set(['a', 'b', 'c']));
    });

    test("each instance's page ring names the pages nginx sends it, so each draws ahead only its own", async () => {
      const servers = ports.map(upstreamServer);
      const rings = servers.map((self) => pageRing({ servers, self }));
      const addresses = [
        ...Array.from({ length: 60 }, (_, n) => `/catalog/product/product-${n}?page=${n % 4}`),
        '/',
        '/catalog',
        '/pharmacies',
        '/catalog/%D0%BB%D0%B5%D0%BA',
      ];
      const sentTo = await Promise.all(addresses.map(async (address) => (await get(port, address)).body));
      const owners = addresses.map((address) => ['a', 'b', 'c'][rings.findIndex((ring) => ring.owns(address))]);
      expect(owners).toEqual(sentTo);
    });

    test('the API is spread over the instances whatever its address', async () => {
      const answers = [];
      for (let n = 0; n < 6; n++) answers.push((await get(port, '/api/catalog/products')).body);
      expect(new Set(answers)).toEqual(new Set(['a', 'b', 'c']));
    });
  },
);
