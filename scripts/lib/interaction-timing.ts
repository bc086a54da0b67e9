import { devices, type BrowserContext, type Page } from 'playwright-core';
import { QUIET_MARK, untilMarked } from './page-marks';

/** The longest a page may take to count as quiet for the store before the bench gives up on it. */
const STORE_QUIET_WAIT_MS = 30_000;

/**
 * What a slow phone looks like to the store: Playwright's descriptor of an Android phone in Chromium, whose window is
 * what its browser shows (the screen less the browser's bars), with its touch and its user agent.
 */
const { defaultBrowserType: _browser, ...phone } = devices['Galaxy S24'];
export const PHONE = phone;

/**
 * What shows that an interaction or a navigation has done its work: an element matching `selector` that is
 * rendered, whose text (or an input's value) contains `text`, or differs from what it was before the tap.
 */
export interface Outcome {
  selector: string;
  text?: string;
  changes?: boolean;
}

interface BenchWindow {
  __bench: {
    events: Array<{ id: number; name: string; duration: number }>;
    /** when the first pointerdown or keydown since the last reset happened */
    firstInput: number;
    /** the main thread's tasks of 50 ms and more (the Long Tasks API) */
    longTasks: Array<{ start: number; duration: number }>;
    /** when the page was marked as working (`<html data-ready>`) */
    readyAt: number;
  };
}

/**
 * Runs in every document before its own scripts: keeps the Event Timing entries that belong to an interaction (what
 * INP is built on; 16 ms is the finest threshold the API allows, so a missing entry means a faster interaction) and
 * the time of the last tap's pointerdown, the first event of a tap and where its Event Timing duration starts.
 */
function recordInteractions() {
  const bench: BenchWindow['__bench'] = { events: [], firstInput: NaN, longTasks: [], readyAt: NaN };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        bench.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const first = (event: Event) => {
    if (Number.isNaN(bench.firstInput)) bench.firstInput = event.timeStamp;
  };
  window.addEventListener('pointerdown', first, { capture: true });
  window.addEventListener('keydown', first, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const ready = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute('data-ready')) return;
    bench.readyAt = performance.now();
    ready.disconnect();
  });
  // the document has no <html> element yet when this runs
  ready.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}

/** The long tasks (50 ms and more) that began after the page was marked as working: what an early tap may meet. */
export async function longTasksAfterReady(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    return bench.longTasks.filter((task) => task.start >= bench.readyAt).map((task) => task.duration);
  });
}

/** A context with the observer in every page, for a phone; each page it opens is slowed by `newSlowPage`. */
export async function preparePhoneContext(context: BrowserContext) {
  // tsx keeps functions' names through a helper of its own, which the functions sent to the page then call
  await context.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
  await context.addInitScript(recordInteractions);
}

/** A page whose CPU runs `rate` times slower than this machine's (Chromium's own throttling, through CDP). */
export async function newSlowPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** Resolves once the page has painted a few frames and its main thread has been idle: nothing of a load or tap is left. */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const frame = () => {
          if (--frames > 0) requestAnimationFrame(frame);
          else requestIdleCallback(() => resolve(), { timeout: 2_000 });
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Resolves once the store itself has counted the page as quiet (its `page-quiet` mark), the moment its quiet-time
 * work begins. The bench's own count of idle periods is no stand-in for it: the store's watch begins only once its
 * later start-up steps have run, so a page the bench had found quiet twice was, in one run of ten on a listing, not
 * yet quiet for the store, and the measured tap was the first touch that starts the basket's services.
 */
export async function storeQuiet(page: Page) {
  await page.evaluate(untilMarked(QUIET_MARK, STORE_QUIET_WAIT_MS));
}

/** Whether the page's last tap (or key) came before the store counted the page quiet, or the store never did. */
export async function tappedBeforeQuiet(page: Page): Promise<boolean> {
  return page.evaluate((mark) => {
    const quietAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return (window as unknown as BenchWindow).__bench.firstInput < quietAt;
  }, QUIET_MARK);
}

/** Idle periods of a whole frame in a row that count as a page with nothing left to do: about 400 ms. */
const QUIET_IDLE_PERIODS = 8;

/**
 * Resolves once the page has nothing left to do, as a shopper who has looked at it for a moment finds it: idle
 * periods with a whole frame's time free (the browser gives at most 50 ms) for about 400 ms in a row. A page that is
 * still doing things at idle time (code loaded ahead one module per quiet moment, its background services) breaks
 * the run.
 */
export async function quiet(page: Page) {
  await page.evaluate(
    (periods) =>
      new Promise<void>((resolve, reject) => {
        const giveUp = setTimeout(() => reject(new Error('the page was never idle for 20 s')), 20_000);
        let free = 0;
        const check = () =>
          requestIdleCallback((deadline) => {
            free = deadline.timeRemaining() >= 45 ? free + 1 : 0;
            if (free < periods) return void check();
            clearTimeout(giveUp);
            resolve();
          });
        check();
      }),
    QUIET_IDLE_PERIODS,
  );
}

/**
 * Starts watching for `outcome` in the page; the promise it returns gives the time (on the page's clock) at which
 * the frame that first showed it was painted. The check runs once a frame, in the frame's animation callbacks: what
 * holds there is drawn by that frame, and a message posted from the callback is handled right after the frame is
 * painted, which is the time taken. (Element Timing would say it exactly, but only for elements the store marks.)
 */
async function watchFor(page: Page, outcome: Outcome): Promise<() => Promise<number>> {
  const handle = await page.evaluateHandle((wanted: Outcome) => {
    const read = (element: Element | null) =>
      element === null ? null : element instanceof HTMLInputElement ? element.value : (element.textContent ?? '');
    const find = () =>
      [...document.querySelectorAll(wanted.selector)].find(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          element.closest('[inert]') === null &&
          (wanted.text === undefined || (read(element) ?? '').includes(wanted.text)),
      ) ?? null;
    const before = read(find());
    // wrapped: a promise handed back from the page would be awaited here, before the tap
    const painted = new Promise<number>((resolve, reject) => {
      // an outcome that never shows fails the bench instead of holding it (and a slowed CPU) for ever
      let given = false;
      const giveUp = setTimeout(() => {
        given = true;
        reject(new Error(`never shown: ${wanted.selector}`));
      }, 30_000);
      const frame = () => {
        if (given) return;
        const now = find();
        const shown = now !== null && (!wanted.changes || read(now) !== before);
        if (!shown) return void requestAnimationFrame(frame);
        clearTimeout(giveUp);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    });
    return { painted };
  }, outcome);
  return async () => {
    const painted = await handle.evaluate((watching) => watching.painted);
    await handle.dispose();
    return painted;
  };
}

/** What one interaction measured: its Event Timing duration and the time from the tap until its outcome was painted. */
export interface InteractionTiming {
  /** the longest duration among the Event Timing entries of its interaction(s); 0 when under the 16 ms threshold */
  durationMs: number;
  /** the events of the worst interaction, for finding what was slow */
  events: string;
  /** from the first pointerdown or keydown to the frame that showed the outcome */
  outcomeMs: number;
}

/**
 * Performs `act` (taps or keys) and measures it: waits for `outcome` to be painted and the page to settle, then takes
 * the Event Timing entries of the interactions that began meanwhile. An interaction's duration is the longest of its
 * entries' (pointerdown, pointerup and click of one tap share an interaction id), from the tap until the next paint
 * after its handlers, as INP counts it.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
  outcome: Outcome,
): Promise<InteractionTiming> {
  const seen = await page.evaluate(() => (window as unknown as BenchWindow).__bench.events.length);
  const interactionsBefore = await page.evaluate(
    () => (performance as Performance & { interactionCount: number }).interactionCount,
  );
  const painted = await watchFor(page, outcome);
  await page.evaluate(() => ((window as unknown as BenchWindow).__bench.firstInput = NaN));
  await act();
  const paintedAt = await painted();
  await page.waitForFunction(
    (before) => (performance as Performance & { interactionCount: number }).interactionCount > before,
    interactionsBefore,
  );
  await settled(page);
  return page.evaluate(
    ({ seen, paintedAt }) => {
      const bench = (window as unknown as BenchWindow).__bench;
      const byInteraction = new Map<number, Array<{ name: string; duration: number }>>();
      for (const event of bench.events.slice(seen)) {
        byInteraction.set(event.id, [...(byInteraction.get(event.id) ?? []), event]);
      }
      let worst = { durationMs: 0, events: '' };
      for (const events of byInteraction.values()) {
        const durationMs = Math.max(...events.map((event) => event.duration));
        if (durationMs > worst.durationMs)
          worst = { durationMs, events: events.map((event) => `${event.name} ${event.duration}`).join(', ') };
      }
      return { ...worst, outcomeMs: paintedAt - bench.firstInput };
    },
    { seen, paintedAt },
  );
}

/**
 * Taps `act` and measures how long the store takes to show the new page: from the tap's pointerdown to the frame
 * that painted `outcome` (the new page's main heading with what identifies it, or its content).
 */
export async function measureNavigation(page: Page, act: () => Promise<void>, outcome: Outcome): Promise<number> {
  const painted = await watchFor(page, outcome);
  await page.evaluate(() => ((window as unknown as BenchWindow).__bench.firstInput = NaN));
  await act();
  const paintedAt = await painted();
  const tappedAt = await page.evaluate(() => (window as unknown as BenchWindow).__bench.firstInput);
  return paintedAt - tappedAt;
}

/**
 * Types `text` as a phone's keyboard does, one key at a time with `intervalMs` between keys (a person's pace): each
 * letter is a keydown with its text, then a keyup, so every key is an interaction of its own. Playwright's own
 * typing inserts letters of other layouts (Cyrillic) as text, without key events.
 */
export async function typeByKeys(page: Page, text: string, intervalMs: number) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const letter of text) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, text: letter, unmodifiedText: letter });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter });
      await page.waitForTimeout(intervalMs);
    }
  } finally {
    await cdp.detach();
  }
}
