import {
  DEFAULT_SPEED_SAMPLE_RATE,
  SPEED_BEACON_SAMPLES,
  SPEED_METRICS,
  SPEED_SAMPLE_RATE_META,
  type PageType,
  type SpeedMetric,
} from '@apteka/contracts';
import type { SpeedBeacon } from '@apteka/contracts/schemas';
import { metaSampleRate, sessionSampled } from './session-sample';

/** Whether this browser session reports its speed: decided once, so a sampled visit is measured page after page. */
const SAMPLED_KEY = 'apteka:speed-sampled';

export type SpeedSample = SpeedBeacon['samples'][number];

/** The page a load measured: its kind, and the app that drew it at the version this browser loaded. */
export interface MeasuredPage {
  pageType: PageType;
  app: SpeedSample['app'];
  version: string;
}

/** What web-vitals offers: one callback per metric, called with the metric's name and value when it is final. */
export type VitalsLibrary = Record<
  `on${SpeedMetric}`,
  (report: (metric: { name: string; value: number }) => void) => void
>;

export interface RealUserSpeedOptions {
  session: Storage | null;
  /** the page's share of sampled visits, from its head; the default when it names none */
  sampleRate: number;
  random?: () => number;
  page: MeasuredPage;
  loadVitals: () => Promise<VitalsLibrary>;
  /** hands a batch to the browser to send even as the page goes away (sendBeacon); false when it refused */
  send: (beacon: SpeedBeacon) => boolean;
  /** calls back when the page is hidden or left: the moment CLS and INP are final and a beacon still goes out */
  onHidden: (flush: () => void) => void;
}

/** The share of visits the page asks to be measured, from `<meta name="speed-sample-rate">`. */
export const pageSampleRate = (doc: Document = document) =>
  metaSampleRate(SPEED_SAMPLE_RATE_META, DEFAULT_SPEED_SAMPLE_RATE, doc);

/**
 * Real-user speed for a sample of visits: LCP, INP, CLS and TTFB of this page load (web-vitals, loaded only for a
 * sampled visit and only after the page works), each with the kind of page, the app that drew it and the version
 * this browser loaded, so a canary that makes the store slower shows beside its version in `registry status`.
 * The metrics are batched and sent with one beacon when the page is hidden. Nothing about the shopper goes out.
 * Answers whether this visit is measured.
 */
export async function watchRealUserSpeed(options: RealUserSpeedOptions): Promise<boolean> {
  const { session, sampleRate, random = Math.random, page, send, onHidden } = options;
  if (!sessionSampled(session, SAMPLED_KEY, sampleRate, random)) return false;
  const queue: SpeedSample[] = [];
  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, SPEED_BEACON_SAMPLES);
      // refused (the browser's beacon queue is full): kept for the next time the page is hidden
      if (!send({ samples: batch })) return;
      queue.splice(0, batch.length);
    }
  };
  onHidden(flush);
  const vitals = await options.loadVitals();
  for (const metric of SPEED_METRICS) {
    vitals[`on${metric}`](({ value }) => {
      if (Number.isFinite(value) && value >= 0) queue.push({ metric, value, ...page });
    });
  }
  return true;
}
