import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerFetch } from '@apteka/contracts';
import { rendererProcess, type RendererFailure, type RendererLimits } from './renderer-process';

const root = mkdtempSync(path.join(os.tmpdir(), 'renderer-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A file of the API's that no renderer may read. */
const SECRET_FILE = path.join(root, 'api-secret.txt');
writeFileSync(SECRET_FILE, 'the API secret');

let bundles = 0;
function bundle(source: string): string {
  const dir = path.join(root, `bundle-${++bundles}`);
  mkdirSync(dir);
  const file = path.join(dir, 'render.js');
  writeFileSync(file, source);
  return file;
}

const LIMITS: RendererLimits = { memoryMb: 64, hangMs: 300, firstRestartMs: 50, maxRestartMs: 200, stableMs: 60_000 };

function host(source: string, limits: Partial<RendererLimits> = {}) {
  const failures: RendererFailure[] = [];
  const output: string[] = [];
  // A bundle's console lines come through its stdout, its answers through the IPC channel: neither waits for the
  // other, so a test reads the lines once as many as it expects have come.
  const waiting: Array<{ count: number; arrived: () => void }> = [];
  const outputLines = (count: number) =>
    new Promise<string[]>((resolve) => {
      const arrived = () => resolve(output);
      if (output.length >= count) arrived();
      else waiting.push({ count, arrived });
    });
  const renderer = rendererProcess({
    app: 'content',
    version: '1.0.0',
    bundlePath: bundle(source),
    env: { STORE_BRAND: 'samson' },
    limits: { ...LIMITS, ...limits },
    onFailure: (failure) => failures.push(failure),
    onOutput: (line) => {
      output.push(line);
      for (const wait of waiting.filter(({ count }) => output.length >= count)) wait.arrived();
    },
  });
  return { renderer, failures, outputLines };
}

const noData: ServerFetch = () => Promise.resolve({ status: 404, body: null });

/** Waits until the renderer has answered it is up, after as many starts as it takes. */
async function upAgain(renderer: ReturnType<typeof host>['renderer']) {
  while (renderer.state() !== 'up') {
    await renderer.started();
    if (renderer.state() !== 'up') await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const running: Array<ReturnType<typeof host>['renderer']> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((renderer) => renderer.stop()));
});
function started(source: string, limits: Partial<RendererLimits> = {}) {
  const hosted = host(source, limits);
  running.push(hosted.renderer);
  return hosted;
}

describe('a renderer process', () => {
  it("draws a page with the data the instance answers as the shopper, and nothing of the API's", async () => {
    const { renderer } = started(`
      exports.render = async (input) => {
        const answer = await input.fetch('/catalog/products?page=1');
        const fs = require('fs');
        const tried = (what) => { try { what(); return 'reached'; } catch (error) { return error.code || error.message; } };
        return {
          html: '<p>' + input.url + ' ' + answer.body.count + '</p>',
          env: Object.keys(process.env).sort(),
          file: tried(() => fs.readFileSync(${JSON.stringify(SECRET_FILE)}, 'utf8')),
          write: tried(() => fs.writeFileSync(__dirname + '/written', 'x')),
          child: tried(() => require('child_process').execSync('id')),
          worker: tried(() => new (require('worker_threads').Worker)('1', { eval: true })),
        };
      };`);
    await renderer.started();
    const asked: string[] = [];
    const result = await renderer.render(
      {
        url: '/catalog',
        fetch: (pathAsked) => {
          asked.push(pathAsked);
          return Promise.resolve({ status: 200, body: { count: 7 } });
        },
      },
      5000,
    );
    expect(asked).toEqual(['/catalog/products?page=1']);
    expect(result).toEqual({
      html: '<p>/catalog 7</p>',
      env: ['STORE_BRAND'],
      file: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      child: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
    });
  });

  it('a bundle that throws a moment after it loads ends its renderer, which is started again', async () => {
    const { renderer, failures } = started(`
      setTimeout(() => { throw new Error('late throw'); }, 30);
      exports.render = async () => ({ html: 'ok' });`);
    await renderer.started();
    while (failures.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failures[0]).toEqual({ reason: 'crash', message: expect.stringContaining('late throw') as string });
    expect(failures[1]!.reason).toBe('crash');
  });

  it('a render that loops is given up at its budget, and the renderer is killed and started again', async () => {
    const { renderer, failures } = started(`
      let drawn = 0;
      exports.render = async (input) => { if (input.url === '/loop') for (;;) {} return { html: 'drawn ' + (++drawn) }; };`);
    await renderer.started();
    await expect(renderer.render({ url: '/loop', fetch: noData }, 100)).rejects.toThrow('took longer than 100 ms');
    // refused at once while it is suspected
    await expect(renderer.render({ url: '/', fetch: noData }, 1000)).rejects.toThrow('is not answering');
    while (!failures.some((failure) => failure.reason === 'hang')) await new Promise((r) => setTimeout(r, 20));
    await upAgain(renderer);
    await expect(renderer.render({ url: '/', fetch: noData }, 5000)).resolves.toEqual({ html: 'drawn 1' });
    expect(failures.map((failure) => failure.reason)).toEqual(['late', 'hang']);
  });

  it('a render that waits for slow data is given up at its budget, but the renderer lives on', async () => {
    // a deadline far beyond a ping's answer on a busy machine: only a renderer that does not answer is killed
    const { renderer, failures } = started(
      `exports.render = async (input) => { const answer = await input.fetch('/slow'); return { html: String(answer.status) }; };`,
      { hangMs: 10_000 },
    );
    await renderer.started();
    let answerSlowly: (() => void) | null = null;
    const slow: ServerFetch = () =>
      new Promise((resolve) => (answerSlowly = () => resolve({ status: 200, body: null })));
    await expect(renderer.render({ url: '/', fetch: slow }, 50)).rejects.toThrow('took longer than 50 ms');
    expect(renderer.suspected()).toBe(true);
    // its event loop answers the ping while the data is still awaited
    while (renderer.suspected()) await new Promise((resolve) => setTimeout(resolve, 10));
    answerSlowly!();
    expect(renderer.state()).toBe('up');
    expect(failures.map((failure) => failure.reason)).toEqual(['late']);
    await expect(
      renderer.render({ url: '/', fetch: () => Promise.resolve({ status: 204, body: null }) }, 5000),
    ).resolves.toEqual({ html: '204' });
  });

  it('a bundle that allocates beyond its memory cap ends, and is counted as out of memory', async () => {
    const { renderer, failures } = started(`
      exports.render = async () => { const kept = []; for (;;) kept.push(new Array(100000).fill(Math.random())); };`);
    await renderer.started();
    await expect(renderer.render({ url: '/', fetch: noData }, 20_000)).rejects.toThrow('ended');
    expect(failures.map((failure) => failure.reason)).toEqual(['memory']);
  });

  it('a bundle that does not load is counted and tried again later, never drawing', async () => {
    const { renderer, failures } = started(`throw new Error('broken at load');`);
    await renderer.started();
    expect(renderer.state()).toBe('down');
    expect(failures[0]).toEqual({ reason: 'load', message: expect.stringContaining('broken at load') as string });
    await expect(renderer.render({ url: '/', fetch: noData }, 1000)).rejects.toThrow('is not answering');
  });

  it('a render that throws is refused and counted; the renderer keeps drawing', async () => {
    const { renderer, failures, outputLines } = started(`
      exports.render = async (input) => { console.log('drawing', input.url); if (input.url === '/bad') throw new Error('bad page'); return { html: 'good' }; };`);
    await renderer.started();
    await expect(renderer.render({ url: '/bad', fetch: noData }, 5000)).rejects.toThrow('bad page');
    await expect(renderer.render({ url: '/good', fetch: noData }, 5000)).resolves.toEqual({ html: 'good' });
    expect(failures.map((failure) => failure.reason)).toEqual(['render']);
    expect(await outputLines(2)).toEqual(['drawing /bad', 'drawing /good']);
  });
});
