/**
 * `npm run bench:lighthouse [-- --runs 3]`: builds for production, starts the store on a spare port with its own
 * deploy and data folders, and runs Lighthouse (mobile preset, simulated throttling) on Debian's Chromium `runs`
 * times on each page of the list: home, a category listing, a product page, the basket with two products in it,
 * the pharmacies, an article and the account's sign-in. Prints the median performance score, LCP, TBT, CLS and
 * the JavaScript transferred per page, with the SEO and accessibility scores, and Lighthouse's CPU benchmark index of
 * the machine. `--why` also prints, per page and run,
 * the elements that shifted (with Lighthouse's causes), the element of the largest contentful paint and the
 * elements each failed accessibility audit names, the scripts that kept the main thread busiest, and the store's own
 * code in each script run before the page was quiet.
 * `--only product,listing` measures only the pages whose names contain one of the words; `--base URL` measures a store
 * that is already running instead (the code before a change, started from its own checkout, beside this one), whose
 * checkout `--maps DIR` names (its builds' source maps tell its own code from the packages). `--slowdown M` simulates a
 * CPU M times slower than this machine's in place of the preset's 4: the aims are set for a machine of a given CPU
 * index, and on a faster one (index I) `--slowdown` 4 × I / aim's index judges them; the effective index is printed.
 * Beside each page's figures: the store's own code (minified; packages and the bundler's runtime left out, told apart
 * by the source maps) in the scripts Chromium ran before the page first counted as quiet (the `page-quiet` mark of
 * `@apteka/ui/scheduling`), out of all the code of those scripts; aim for `/`: at most 50 KB. Beside it the same
 * code gzipped, as the build compresses each file (level 9): each script's own code joined and compressed on its
 * own, the share of the transfer sizes Lighthouse reports that is the store's own.
 */
import { parseArgs } from 'node:util';
import { QUIET_MARK } from './lib/page-marks';
import { samplePages } from './lib/sample-pages';
import { startSpareStore } from './lib/spare-store';
import { gzipSize, mapOfScript, ownCode, sourceMapsOf } from './lib/own-code';
import { ROOT } from './lib/apps';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** the store's own code (minified, packages and the bundler's runtime left out) run before `/` is quiet */
const OWN_JS_AIM_KB = 50;

interface Figures {
  /** what moved and what painted last, for --why */
  why: string[];
  performance: number;
  seo: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** the scripts the page loaded */
  jsFiles: number;
  /** Lighthouse's measure of this machine's CPU; its simulated 4x slowdown multiplies what this machine takes */
  benchmarkIndex: number;
  /** the store's own code (not packages, not the bundler's runtime) in the scripts run before the page was quiet */
  ownJsBeforeQuiet: number;
  /** the same, gzipped as each file is sent: each script's own code compressed on its own, summed */
  ownJsGzipBeforeQuiet: number;
  /** all the code in those scripts */
  jsBeforeQuiet: number;
  /** whether the page marked its quiet moment (`page-quiet`) before the audit ended; without it, all it ran counts */
  quietMarked: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ts: number;
  args?: { data?: { url?: string } };
}

/**
 * The code of the scripts run (Chromium's EvaluateScript) before the page's quiet mark, in characters: all of it and
 * the store's own, which each script's source map tells apart from the packages and the bundler's runtime.
 */
function codeRunBeforeQuiet(
  artifacts: {
    Trace: { traceEvents: TraceEvent[] };
    Scripts: Array<{ url: string; content?: string }>;
  },
  maps: Map<string, string>,
) {
  const events = artifacts.Trace.traceEvents;
  const quiet = events.find((event) => event.name === QUIET_MARK && event.cat.includes('user_timing'));
  const until = quiet?.ts ?? Infinity;
  const run = new Set(
    events
      .filter((event) => event.name === 'EvaluateScript' && event.ts < until && event.args?.data?.url)
      .map((event) => event.args!.data!.url!),
  );
  let own = 0;
  let ownGzip = 0;
  let total = 0;
  const scripts: Array<{ url: string; own: number; ownGzip: number; total: number }> = [];
  for (const script of artifacts.Scripts) {
    if (!run.has(script.url) || script.content === undefined) continue;
    run.delete(script.url);
    const map = mapOfScript(script.content, maps);
    const code = map ? ownCode(script.content, map) : '';
    const counted = { own: code.length, ownGzip: gzipSize(code), total: script.content.length };
    own += counted.own;
    ownGzip += counted.ownGzip;
    total += counted.total;
    scripts.push({ url: script.url, ...counted });
  }
  return { own, ownGzip, total, marked: quiet !== undefined, scripts };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's mobile preset simulates a CPU four times slower than the machine's. */
const PRESET_SLOWDOWN = 4;

async function measure(
  url: string,
  cookie: string | undefined,
  maps: Map<string, string>,
  slowdown: number,
): Promise<Figures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo', 'accessibility'],
        ...(slowdown === PRESET_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }),
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
    );
    const lhr = result!.lhr;
    const beforeQuiet = codeRunBeforeQuiet(
      result!.artifacts as unknown as Parameters<typeof codeRunBeforeQuiet>[0],
      maps,
    );
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    type NodeItem = {
      node?: { selector?: string; snippet?: string };
      score?: number;
      subItems?: { items: Array<{ cause?: string }> };
    };
    const itemsOf = (id: string) => (lhr.audits[id]?.details as { items?: NodeItem[] } | undefined)?.items ?? [];
    const describe = (item: NodeItem) => `${item.node?.selector ?? '?'} ${item.node?.snippet?.slice(0, 100) ?? ''}`;
    const why = [
      ...itemsOf('layout-shifts').map(
        (item) =>
          `shift ${item.score?.toFixed(3)}: ${describe(item)}${(item.subItems?.items ?? []).map((sub) => ` (${sub.cause ?? ''})`).join('')}`,
      ),
      // Lighthouse 12 lists the element in a first table of its own, then the phases
      ...itemsOf('largest-contentful-paint-element')
        .flatMap((item) => (item.node ? [item] : ((item as { items?: NodeItem[] }).items ?? []).slice(0, 1)))
        .filter((item) => item.node)
        .slice(0, 1)
        .map((item) => `LCP: ${describe(item)}`),
      // what keeps accessibility below 100, by audit and element
      ...(lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((found) => found && found.score !== null && found.score < 1)
        .flatMap((failed) => itemsOf(failed!.id).map((item) => `accessibility ${failed!.id}: ${describe(item)}`)),
      `paint: FCP ${(audit('first-contentful-paint') / 1000).toFixed(1)} s, speed index ${(audit('speed-index') / 1000).toFixed(1)} s`,
      // the tasks that blocked the main thread (simulated), in order
      ...(
        (lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> })
          ?.items ?? []
      )
        .slice(0, 8)
        .sort((a, b) => a.startTime - b.startTime)
        .map((item) => `long task at ${item.startTime.toFixed(0)} ms, ${item.duration.toFixed(0)} ms: ${item.url}`),
      // where the blocking time comes from: the scripts that ran longest (simulated CPU)
      ...(
        (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; total: number; scripting: number }> })
          ?.items ?? []
      )
        .slice(0, 5)
        .map((item) => `script ${item.total.toFixed(0)} ms (${item.scripting.toFixed(0)} ms scripting): ${item.url}`),
      // the main thread's whole work by kind (layout, paint, script evaluation, …), simulated, and the DOM's size
      `main thread: ${(
        (
          lhr.audits['mainthread-work-breakdown']?.details as {
            items?: Array<{ groupLabel: string; duration: number }>;
          }
        )?.items ?? []
      )
        .map((item) => `${item.groupLabel} ${item.duration.toFixed(0)} ms`)
        .join(', ')}; ${audit('dom-size')} elements`,
      // whose own code ran before the page was quiet, per script
      ...beforeQuiet.scripts
        .filter((script) => script.own > 0)
        .sort((a, b) => b.own - a.own)
        .map(
          (script) =>
            `own code before quiet ${(script.own / 1024).toFixed(1)} KB minified, ${(script.ownGzip / 1024).toFixed(1)} KB gzip, ` +
            `of ${(script.total / 1024).toFixed(1)} KB: ${script.url}`,
        ),
    ];
    const scripts = (
      lhr.audits['resource-summary']?.details as {
        items?: Array<{ resourceType: string; transferSize: number; requestCount: number }>;
      }
    )?.items?.find((item) => item.resourceType === 'script');
    return {
      why,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: scripts?.transferSize ?? NaN,
      jsFiles: scripts?.requestCount ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      ownJsBeforeQuiet: beforeQuiet.own,
      ownJsGzipBeforeQuiet: beforeQuiet.ownGzip,
      jsBeforeQuiet: beforeQuiet.total,
      quietMarked: beforeQuiet.marked ? 1 : 0,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      why: { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      base: { type: 'string', default: '' },
      maps: { type: 'string', default: '' },
      slowdown: { type: 'string', default: String(PRESET_SLOWDOWN) },
    },
  });
  const slowdown = Number(values.slowdown);
  if (!(slowdown >= 1)) throw new Error(`--slowdown must be a number from 1 up, not ${values.slowdown}`);
  const only = values.only.split(',').filter(Boolean);
  const runs = Number(values.runs);
  const store = values.base
    ? { base: values.base, ready: async () => undefined, stop: () => undefined }
    : startSpareStore(PORT, 'bench-lighthouse');
  const BASE = store.base;
  try {
    await store.ready();
    // the store's source maps, to tell its own code from the packages: this checkout's builds and --maps checkouts',
    // read once the store is up (a store started here builds what was not built)
    const maps = sourceMapsOf([ROOT, ...values.maps.split(',').filter(Boolean)]);
    const pages = (await samplePages(BASE)).filter(
      (page) => only.length === 0 || only.some((word) => page.name.includes(word)),
    );
    const rows: Array<[string, Figures]> = [];
    for (const page of pages) {
      const measured: Figures[] = [];
      for (let run = 0; run < runs; run++)
        measured.push(await measure(`${BASE}${page.path}`, page.cookie, maps, slowdown));
      const pick = (key: Exclude<keyof Figures, 'why'>) => median(measured.map((figures) => figures[key]));
      const figures: Figures = {
        why: measured.flatMap((run) => run.why),
        performance: pick('performance'),
        seo: pick('seo'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsBytes: pick('jsBytes'),
        jsFiles: pick('jsFiles'),
        benchmarkIndex: pick('benchmarkIndex'),
        ownJsBeforeQuiet: pick('ownJsBeforeQuiet'),
        ownJsGzipBeforeQuiet: pick('ownJsGzipBeforeQuiet'),
        jsBeforeQuiet: pick('jsBeforeQuiet'),
        quietMarked: Math.min(...measured.map((figures) => figures.quietMarked)),
      };
      rows.push([`${page.name} (${page.path})`, figures]);
      console.log(`measured ${page.name}`);
      if (values.why) for (const line of figures.why) console.log(`  ${line}`);
    }
    console.log(
      `\nLighthouse, mobile preset, simulated throttling (CPU ${slowdown}× slower), median of ${runs} ` +
        `(${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log(`store: ${BASE}`);
    console.log(
      '| page | performance | LCP | TBT | CLS | JS transferred | own JS run before quiet | SEO | accessibility |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, f] of rows) {
      const beforeQuiet =
        `${(f.ownJsBeforeQuiet / 1024).toFixed(0)} KB minified (${(f.ownJsGzipBeforeQuiet / 1024).toFixed(0)} KB gzip) ` +
        `of ${(f.jsBeforeQuiet / 1024).toFixed(0)} KB` +
        (f.quietMarked ? '' : ' (the audit ended before the quiet mark: all it ran)');
      console.log(
        `| ${name} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(1)} s | ${f.tbtMs.toFixed(0)} ms | ${f.cls.toFixed(3)} | ` +
          `${(f.jsBytes / 1024).toFixed(0)} KB in ${f.jsFiles} files | ${beforeQuiet} | ${f.seo} | ${f.accessibility} |`,
      );
    }
    const home = rows.find(([name]) => name.startsWith('home'))?.[1];
    if (home)
      console.log(
        `\nThe store's own code run before \`/\` is quiet: ${(home.ownJsBeforeQuiet / 1024).toFixed(1)} KB minified ` +
          `(aim ≤ ${OWN_JS_AIM_KB} KB), ${(home.ownJsGzipBeforeQuiet / 1024).toFixed(1)} KB gzip (each script's own ` +
          `code compressed as its file is sent), of ${(home.jsBeforeQuiet / 1024).toFixed(0)} KB of scripts run`,
      );
    // blocking time is this machine's CPU time times four: figures of two machines compare only with their indexes
    const indexes = rows.map(([, f]) => f.benchmarkIndex);
    const index = median(indexes);
    console.log(`\nLighthouse's CPU benchmark index of this machine: ${index.toFixed(0)} (median of the pages)`);
    if (slowdown !== PRESET_SLOWDOWN) {
      const simulated = (index * PRESET_SLOWDOWN) / slowdown;
      console.log(`simulated as the preset on a machine of CPU index ${simulated.toFixed(0)}`);
    }
  } finally {
    await store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
