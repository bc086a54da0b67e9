/**
 * `npm run bench:soak [-- --minutes 10 --rate 10 --buy-every 3]`: two API instances (processes of their own) on one
 * fresh database of the PostgreSQL server, and a mixed shopper load from a third process at a fixed arrival rate:
 * browse, search and, every few visits, add, check out with a card and pay on the sandbox acquirer's page, each
 * step on either instance. Prints the errors (must be 0), p50/p95 per kind, the orders placed and paid, and each
 * instance's resident memory: after start, and the median of samples every 5 s over the second minute of load
 * (warmed up) and over the last minute, with the growth between those two (aim: under 10 %). Medians, because a
 * single reading lands anywhere on the garbage collector's saw-tooth.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/apps';
import { startApi, stopApi, waitUp } from './lib/api-process';
import { freshBenchDatabase, stockUp } from './lib/bench-database';
import { catalogWorkload } from './lib/catalog-workload';
import type { SoakPlan, SoakResult } from './lib/soak-shopper';

const PORTS = [3191, 3192];
const SAMPLE_EVERY_MS = 5_000;
const MINUTE = 60_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

function runSoakProcess(plan: SoakPlan): Promise<SoakResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'lib/soak-shopper.ts')], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as SoakResult) : reject(new Error(`soak load exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      rate: { type: 'string', default: '10' },
      'buy-every': { type: 'string', default: '3' },
    },
  });
  const durationMs = Number(values.minutes) * 60_000;
  const database = await freshBenchDatabase(500);
  const goods = await stockUp(database.db);
  const workload = await catalogWorkload(database.db);
  const apis: ChildProcess[] = [];
  const memory: Array<{ start: number; samples: Array<{ at: number; mb: number }> }> = [];
  try {
    for (const port of PORTS) {
      const api = startApi(port, {
        DATABASE_URL: database.url,
        SESSION_SECRET: 'bench-soak-secret',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      apis.push(api);
      await waitUp(api, `http://127.0.0.1:${port}`);
      memory.push({ start: residentMegabytes(api.pid!), samples: [] });
    }
    const started = Date.now();
    const sampler = setInterval(() => {
      apis.forEach((api, i) => memory[i]!.samples.push({ at: Date.now() - started, mb: residentMegabytes(api.pid!) }));
    }, SAMPLE_EVERY_MS);
    const result = await runSoakProcess({
      bases: PORTS.map((port) => `http://127.0.0.1:${port}`),
      journeysPerSecond: Number(values.rate),
      durationMs,
      buyEvery: Number(values['buy-every']),
      suggestions: workload.suggestions,
      searches: workload.searches,
      categoryPages: workload.categoryPages,
      productPages: workload.productPages,
      goods,
      seed: 20261125,
    });
    clearInterval(sampler);
    const { rows } = await database.db.query<{ placed: number; paid: number }>(
      `SELECT count(*)::integer AS placed, count(*) FILTER (WHERE payed)::integer AS paid FROM orders`,
    );

    console.log(
      `soak ${new Date(started).toISOString().slice(0, 10)}: 2 API instances on one PostgreSQL database; ` +
        `${result.journeys} visits at ${values.rate}/s over ${(result.seconds / 60).toFixed(1)} min; ` +
        `${result.requests} requests`,
    );
    console.log(`errors: ${result.errors}`);
    for (const sample of result.errorSamples) console.log(`  ${sample}`);
    for (const [kind, figures] of Object.entries(result.kinds)) {
      console.log(
        `${kind.padEnd(9)} ${String(figures.count).padStart(6)} requests   p50 ${figures.p50.toFixed(1)} ms   p95 ${figures.p95.toFixed(1)} ms`,
      );
    }
    console.log(`orders placed: ${rows[0]!.placed}; paid: ${rows[0]!.paid}`);
    memory.forEach(({ start, samples }, i) => {
      const warm = median(samples.filter((s) => s.at >= MINUTE && s.at < 2 * MINUTE).map((s) => s.mb));
      const end = median(samples.filter((s) => s.at >= durationMs - MINUTE).map((s) => s.mb));
      const growth = ((end - warm) / warm) * 100;
      console.log(
        `instance ${i + 1} memory (RSS): ${start.toFixed(0)} MB after start; median ${warm.toFixed(0)} MB in the ` +
          `second minute, ${end.toFixed(0)} MB in the last (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
      );
    });
    if (result.errors > 0) process.exitCode = 1;
  } finally {
    for (const api of apis) await stopApi(api);
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
