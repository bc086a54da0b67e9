import type { PageCountsBeacon, RemoteErrorReport } from '@apteka/contracts/schemas';
import type { Db, Queryable } from '../../platform/database/types';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import {
  addPageCounts,
  addRemoteError,
  canaryStartedAt,
  deleteHealthBefore,
  loadFailuresOf,
  pageCountsOf,
  remoteErrorsOf,
  serverFailuresOf,
  speedOf,
} from './health-repository';

export const HEALTH_LIMITS = {
  /** a page reports each kind of failure once; a session that sends more is broken or hostile */
  errorsPerSession: { bucket: 'remote-errors:session', limit: 20, windowSeconds: 60 } satisfies RateLimit,
  /** sessions are cheap to mint, so one address also gets a (roomier, shared-NAT friendly) budget */
  errorsPerAddress: { bucket: 'remote-errors:address', limit: 120, windowSeconds: 60 } satisfies RateLimit,
  /** a visit sends a beacon each time its page is hidden; an address behind a shop's NAT holds many shoppers */
  viewsPerAddress: { bucket: 'page-counts:address', limit: 300, windowSeconds: 10 * 60 } satisfies RateLimit,
};

/** Rows are kept a week: long enough to look back on a release. */
const KEEP_MS = 7 * 24 * 3600_000;
const CLEANUP_CHANCE = 0.01;

/** A render given up at the page's budget: the page was drawn by the browser, slowly. */
export const SLOW_RENDER_REASON = 'late';
/** Fingerprints `registry status` and the judge's figures name per version. */
const TOP_FINGERPRINTS = 3;

const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

async function sometimesCleanUp(db: Queryable, now: Date) {
  if (Math.random() < CLEANUP_CHANCE) await deleteHealthBefore(db, new Date(now.getTime() - KEEP_MS));
}

/** Records what a remote threw in a browser, within the limits that hold on every instance (a refusal is a 429). */
export async function recordRemoteError(
  db: Db,
  report: RemoteErrorReport,
  from: { session: string; address: string },
  now = new Date(),
): Promise<void> {
  await enforceLimits(
    db,
    [
      { limit: HEALTH_LIMITS.errorsPerAddress, key: from.address },
      { limit: HEALTH_LIMITS.errorsPerSession, key: from.session },
    ],
    'rate_limited',
    (wait) => `Слишком много сообщений об ошибках. Попробуйте ${wait}.`,
  );
  await addRemoteError(db, report, minuteOf(now));
  await sometimesCleanUp(db, now);
}

/** Records a session's page views and adds per version, scaled by the share of sessions that report. */
export async function recordPageCounts(
  db: Db,
  beacon: PageCountsBeacon,
  address: string,
  now = new Date(),
): Promise<void> {
  await enforceLimits(
    db,
    [{ limit: HEALTH_LIMITS.viewsPerAddress, key: address }],
    'rate_limited',
    (wait) => `Слишком много отчётов о просмотрах. Попробуйте ${wait}.`,
  );
  const rows = beacon.pages.map((page) => ({ ...page, weightedViews: page.views / beacon.rate }));
  await addPageCounts(db, rows, minuteOf(now));
  await sometimesCleanUp(db, now);
}

export interface ErrorSample {
  fingerprint: string;
  errors: number;
  source: string;
  message: string;
}

export interface SpeedFigure {
  p75: number;
  samples: number;
}

/** One version's health over a window of minutes. */
export interface VersionHealth {
  version: string;
  /** page views of the sessions that report */
  views: number;
  /** the same scaled to every shopper */
  weightedViews: number;
  adds: number;
  /** adds to the basket per page view; null without views */
  addsPerView: number | null;
  /** what the version threw in browsers */
  errors: number;
  topErrors: ErrorSample[];
  /** loads of the version that failed in browsers */
  loadFailures: number;
  /** server renders of it that failed (render, crash, hang, memory, load), per reason */
  serverFailures: Record<string, number>;
  /** server renders given up at the page's budget: slow pages, not errors */
  slowRenders: number;
  /**
   * every error per 1,000 page views: thrown in browsers (of the same sessions as the views), failed loads and
   * failed server renders (of every shopper, so against the views scaled to every shopper); null without views
   */
  errorsPer1000: number | null;
  speed: { LCP: SpeedFigure | null; INP: SpeedFigure | null; CLS: SpeedFigure | null };
}

export interface HealthWindow {
  /** the first minute counted (the minute it falls in counts whole) */
  since: Date;
  until?: Date;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Each version's health over the same minutes: page views, errors per 1,000 views with the most frequent
 * fingerprints, failed loads, failed and slow server renders, real users' LCP, INP and CLS (75th percentiles) and
 * adds to the basket per view. The one source of `registry status` and the canary judge, so what a team reads is
 * what the platform judges.
 */
export async function versionHealth(
  db: Queryable,
  app: string,
  versions: readonly string[],
  { since, until = new Date() }: HealthWindow,
): Promise<VersionHealth[]> {
  const window = { since, until };
  const [counts, errors, loads, server, speed] = await Promise.all([
    pageCountsOf(db, app, versions, window),
    remoteErrorsOf(db, app, versions, window),
    loadFailuresOf(db, app, versions, window),
    serverFailuresOf(db, app, versions, window),
    speedOf(db, app, versions, window),
  ]);
  return versions.map((version) => {
    const count = counts.find((row) => row.version === version) ?? { views: 0, adds: 0, weightedViews: 0 };
    const ofVersion = errors.filter((row) => row.version === version);
    const thrown = sum(ofVersion.map((row) => row.errors));
    const loadFailures = loads.find((row) => row.version === version)?.failures ?? 0;
    const serverRows = server.filter((row) => row.version === version);
    const serverFailures = Object.fromEntries(
      serverRows.filter((row) => row.reason !== SLOW_RENDER_REASON).map((row) => [row.reason, row.failures]),
    );
    const everyShopper = loadFailures + sum(Object.values(serverFailures));
    const figure = (metric: string): SpeedFigure | null => {
      const row = speed.find((entry) => entry.version === version && entry.metric === metric);
      return row ? { p75: row.p75, samples: row.samples } : null;
    };
    return {
      version,
      views: count.views,
      weightedViews: count.weightedViews,
      adds: count.adds,
      addsPerView: count.views > 0 ? count.adds / count.views : null,
      errors: thrown,
      topErrors: ofVersion
        .slice(0, TOP_FINGERPRINTS)
        .map(({ fingerprint, errors: n, source, message }) => ({ fingerprint, errors: n, source, message })),
      loadFailures,
      serverFailures,
      slowRenders: serverRows.find((row) => row.reason === SLOW_RENDER_REASON)?.failures ?? 0,
      errorsPer1000:
        count.views > 0
          ? hundredths((thrown / count.views + everyShopper / Math.max(count.weightedViews, 1)) * 1000)
          : null,
      speed: { LCP: figure('LCP'), INP: figure('INP'), CLS: figure('CLS') },
    };
  });
}

/** The minutes `registry status` compares: the last hour, or since the canary started if that is shorter. */
export const STATUS_WINDOW_MINUTES = 60;

export interface AppHealth {
  since: Date;
  until: Date;
  /** the canary first (when one runs), then the current version */
  versions: VersionHealth[];
}

/** The canary beside the current version on the same minutes: what `registry status` shows of an app's health. */
export async function appHealth(
  db: Queryable,
  position: { app: string; current: string | null; canary: { version: string } | null },
  now = new Date(),
): Promise<AppHealth | null> {
  // the shell's own pages are its 404s: its health is the remotes'
  if (!position.current || position.app === 'shell') return null;
  const hourAgo = new Date(now.getTime() - STATUS_WINDOW_MINUTES * 60_000);
  const started = position.canary ? await canaryStartedAt(db, position.app, position.canary.version) : null;
  const since = started && started > hourAgo ? started : hourAgo;
  const versions = position.canary ? [position.canary.version, position.current] : [position.current];
  return { since, until: now, versions: await versionHealth(db, position.app, versions, { since, until: now }) };
}
