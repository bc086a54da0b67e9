/**
 * `npm run bench:lighthouse [-- --runs 3]`: builds for production, starts the store on a spare port with its own
 * deploy and data folders, and runs Lighthouse (mobile preset, simulated throttling) on Debian's Chromium `runs`
 * times on each page of the list: home, a category listing, a product page, the basket with two products in it,
 * the pharmacies, an article and the account's sign-in. Prints the median performance score, LCP, TBT, CLS and
 * the JavaScript transferred per page, with the SEO and accessibility scores, and Lighthouse's CPU benchmark index of
 * the machine. `--why` also prints, per page and run,
 * the elements that shifted (with Lighthouse's causes), the element of the largest contentful paint and the
 * elements each failed accessibility audit names, and the scripts that kept the main thread busiest.
 * `--only product,listing` measures only the pages whose names contain one of the words; `--base URL` measures a store
 * that is already running instead (the code before a change, started from its own checkout, beside this one).
 */
import { parseArgs } from 'node:util';
import { samplePages } from './lib/sample-pages';
import { startSpareStore } from './lib/spare-store';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, cookie: string | undefined): Promise<Figures> {
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
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
    );
    const lhr = result!.lhr;
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
    },
  });
  const only = values.only.split(',').filter(Boolean);
  const runs = Number(values.runs);
  const store = values.base
    ? { base: values.base, ready: async () => undefined, stop: () => undefined }
    : startSpareStore(PORT, 'bench-lighthouse');
  const BASE = store.base;
  try {
    await store.ready();
    const pages = (await samplePages(BASE)).filter(
      (page) => only.length === 0 || only.some((word) => page.name.includes(word)),
    );
    const rows: Array<[string, Figures]> = [];
    for (const page of pages) {
      const measured: Figures[] = [];
      for (let run = 0; run < runs; run++) measured.push(await measure(`${BASE}${page.path}`, page.cookie));
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
      };
      rows.push([`${page.name} (${page.path})`, figures]);
      console.log(`measured ${page.name}`);
      if (values.why) for (const line of figures.why) console.log(`  ${line}`);
    }
    console.log(
      `\nLighthouse, mobile preset, simulated throttling, median of ${runs} (${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log(`store: ${BASE}`);
    console.log('| page | performance | LCP | TBT | CLS | JS transferred | SEO | accessibility |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, f] of rows) {
      console.log(
        `| ${name} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(1)} s | ${f.tbtMs.toFixed(0)} ms | ${f.cls.toFixed(3)} | ` +
          `${(f.jsBytes / 1024).toFixed(0)} KB in ${f.jsFiles} files | ${f.seo} | ${f.accessibility} |`,
      );
    }
    // blocking time is this machine's CPU time times four: figures of two machines compare only with their indexes
    const indexes = rows.map(([, f]) => f.benchmarkIndex);
    console.log(
      `\nLighthouse's CPU benchmark index of this machine: ${median(indexes).toFixed(0)} (median of the pages)`,
    );
  } finally {
    await store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
