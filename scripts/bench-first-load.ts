/**
 * `npm run bench:first-load [-- --loads 8 --only home,listing --base URL[,URL]]`: the main thread's work at a phone's
 * first load, from the navigation until the page is first quiet (the `page-quiet` mark of `@apteka/ui/scheduling`),
 * on Playwright's Galaxy S24 (its window, touch and user agent) in Debian's Chromium, each load in a fresh context
 * (no cache, no code cache). Each of the main thread's tasks counts by its thread time, multiplied by 4 as
 * Lighthouse's mobile preset multiplies a task's time on this machine, with the blocking time (each task's time beyond
 * 50 ms) and the longest task. Lighthouse's own total blocking time, simulated from one load's wall times, moves by
 * hundreds of milliseconds between runs on this machine; thread time summed over loads moves by a few per cent, so
 * a change of a tenth in the main thread's own work can be read. What it leaves out is the work of other threads:
 * a change that moves work off the main thread (V8 compiling in the background, say) shows here as a gain, while on
 * a machine of two cores that work still competes with the main thread for the CPU and Lighthouse's wall times may
 * grow. Such a change is judged by Lighthouse too. Beside them, the blocking time of the same tasks by their wall
 * time, as Lighthouse reads them: the difference is the time the main thread waited for a core or for another
 * process, not work of its own.
 *
 * Without `--base` it builds for production and starts the store on a spare port with its own deploy and data
 * folders. `--base` takes one store or several (the code before a change, started from its own checkout, beside
 * this one): their loads are taken in turns, and each store after the first is printed with its ratio to the first.
 * Prints the medians over `--loads` loads per page and store, and Lighthouse's CPU index of the machine.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { browserCookies } from './lib/checkout-shopper';
import { cpuIndex } from './lib/cpu-index';
import { PHONE } from './lib/interaction-timing';
import { mainThreadWork, type MainThreadWork, type TraceEvent } from './lib/main-thread-work';
import { machineCpu } from './lib/group-cpu';
import {
  canSampleProcesses,
  cpuByKind,
  listeningProcess,
  PROCESS_KIND_LABELS,
  PROCESS_KINDS,
  type ProcessKind,
} from './lib/process-cpu';
import { QUIET_MARK, untilMarked } from './lib/page-marks';
import { samplePages, type SamplePage } from './lib/sample-pages';
import { startSpareStore } from './lib/spare-store';

const PORT = Number(process.env.BENCH_PORT ?? 3293);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset: a phone four times slower than the machine it runs on */
const SLOWDOWN = 4;
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline'];
const QUIET_WAIT_MS = 120_000;

/** The port a store's address names, or its scheme's own. */
const portOf = (base: string) => {
  const url = new URL(base);
  return Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** One load: the main thread's work, and the machine's CPU by process from the navigation to the quiet mark. */
interface Load {
  work: MainThreadWork;
  cpu: Record<ProcessKind, number> | null;
}

async function measureLoad(browser: Browser, base: string, page: SamplePage, store: number | null): Promise<Load> {
  const context = await browser.newContext({ ...PHONE });
  try {
    await context.addCookies(browserCookies(page.cookie, base));
    const tab = await context.newPage();
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    const before = canSampleProcesses() ? machineCpu() : null;
    await tab.goto(`${base}${page.path}`);
    // waited for by the page itself, through CDP: Playwright's own waits run its injected script in the page, about
    // 15 ms of the main thread's work, and its default polling at every frame would keep the page from being quiet
    const cdp = await context.newCDPSession(tab);
    const quiet = await cdp.send('Runtime.evaluate', {
      expression: untilMarked(QUIET_MARK, QUIET_WAIT_MS),
      awaitPromise: true,
      timeout: QUIET_WAIT_MS,
    });
    if (quiet.exceptionDetails) throw new Error(`${page.path} was not quiet: ${quiet.exceptionDetails.text}`);
    const cpu = before ? cpuByKind(before, machineCpu(), { store, bench: process.pid }) : null;
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { work: mainThreadWork(trace.traceEvents, QUIET_MARK, SLOWDOWN), cpu };
  } finally {
    await context.close();
  }
}

/**
 * The machine's CPU during a load by process, medians: on a machine of two cores whatever else runs during the load
 * takes turns with the page's main thread, which is what the wall-time column shows.
 */
function printCpuByProcess(names: string[], bases: string[], measured: Map<string, Load[]>) {
  const sampled = [...measured.values()].flat().every((one) => one.cpu !== null);
  if (!sampled) return;
  console.log(`\nThe machine's CPU time from the navigation until the page is first quiet, by process (median ms)\n`);
  console.log(`| page | store | ${PROCESS_KINDS.map((kind) => PROCESS_KIND_LABELS[kind]).join(' | ')} |`);
  console.log(`|---|---|${PROCESS_KINDS.map(() => '---').join('|')}|`);
  for (const name of names)
    for (const base of bases) {
      const loads = measured.get(`${name}\n${base}`)!;
      const cells = PROCESS_KINDS.map((kind) => Math.round(median(loads.map((one) => one.cpu![kind]))));
      console.log(`| ${name} | ${base} | ${cells.join(' | ')} |`);
    }
}

async function main() {
  const { values } = parseArgs({
    options: {
      loads: { type: 'string', default: '8' },
      only: { type: 'string', default: 'home,listing,product,basket' },
      base: { type: 'string', default: '' },
    },
  });
  const loads = Number(values.loads);
  if (!Number.isInteger(loads) || loads < 1)
    throw new Error(`--loads must be a whole number from 1 up, not ${values.loads}`);
  const only = values.only.split(',').filter(Boolean);
  const given = values.base.split(',').filter(Boolean);
  const spare = given.length ? null : startSpareStore(PORT, 'bench-first-load');
  const bases = spare ? [spare.base] : given;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    await spare?.ready();
    const pagesOf = new Map<string, SamplePage[]>();
    for (const base of bases)
      pagesOf.set(
        base,
        (await samplePages(base)).filter((page) => only.some((word) => page.name.includes(word))),
      );
    const names = pagesOf.get(bases[0]!)!.map((page) => page.name);
    const measured = new Map<string, Load[]>();
    // the store's own processes, where it runs on this machine: its CPU is told apart from the browser's
    const storeProcess = new Map(
      bases.map((base) => [base, canSampleProcesses() ? listeningProcess(portOf(base)) : null]),
    );
    const indexes = [await cpuIndex(browser)];
    for (let load = 0; load < loads; load++)
      for (const [at, name] of names.entries()) {
        // the stores in turns, each first as often as last
        const order = (load + at) % 2 === 0 ? bases : [...bases].reverse();
        for (const base of order) {
          const page = pagesOf.get(base)!.find((candidate) => candidate.name === name)!;
          const key = `${name}\n${base}`;
          const one = await measureLoad(browser, base, page, storeProcess.get(base) ?? null);
          measured.set(key, [...(measured.get(key) ?? []), one]);
        }
      }
    indexes.push(await cpuIndex(browser));

    console.log(
      `\nThe main thread's work until the page is first quiet, thread time × ${SLOWDOWN} (a phone's first load), ` +
        `median of ${loads} loads (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    );
    console.log(`Lighthouse's CPU index of this machine: ${indexes.map(Math.round).join(' before, ')} after\n`);
    console.log(
      '| page | store | busy | blocking (beyond 50 ms) | longest task | tasks | blocking by wall time (waits for a core included) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const name of names) {
      const first = measured.get(`${name}\n${bases[0]}`)!.map((one) => one.work);
      for (const base of bases) {
        const runs = measured.get(`${name}\n${base}`)!.map((one) => one.work);
        const pick = (key: keyof MainThreadWork, of = runs) => median(of.map((work) => work[key]));
        const ratio = (key: keyof MainThreadWork) =>
          base === bases[0] ? '' : ` (${(pick(key) / pick(key, first)).toFixed(2)}×)`;
        const spread = (key: keyof MainThreadWork) =>
          `${Math.round(Math.min(...runs.map((work) => work[key])))}–${Math.round(Math.max(...runs.map((work) => work[key])))}`;
        console.log(
          `| ${name} | ${base} | ${Math.round(pick('busyMs'))} ms${ratio('busyMs')}, ${spread('busyMs')} | ` +
            `${Math.round(pick('blockingMs'))} ms${ratio('blockingMs')}, ${spread('blockingMs')} | ` +
            `${Math.round(pick('longestMs'))} ms${ratio('longestMs')} | ${pick('tasks')} | ` +
            `${Math.round(pick('wallBlockingMs'))} ms${ratio('wallBlockingMs')}, ${spread('wallBlockingMs')} |`,
        );
      }
    }
    printCpuByProcess(names, bases, measured);
  } finally {
    await browser.close();
    await spare?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
