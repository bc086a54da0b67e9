import type { LiveRelease } from '../../releases';
import type { FirstVisit } from './first-visit';
import type { CachedPage } from './page-cache';

/** An anonymous first visit of `url` with no headers. */
export const visitOf = (url: string): FirstVisit => ({
  url,
  cohort: null,
  headers: {},
  ip: '127.0.0.1',
  log: console as unknown as FirstVisit['log'],
});

/** A release as kept pages read it: its revisions and when it began to be served. */
export const releaseOf = (revision: number, since = 1000): LiveRelease =>
  ({ revisions: { shell: revision }, since: new Date(since) }) as unknown as LiveRelease;

export const pageOf = (html: string, drawnAt: number, more: Partial<CachedPage> = {}): CachedPage => ({
  status: 200,
  html,
  headers: {},
  nonceMark: 'MARK',
  productIds: [],
  drawnAt,
  ...more,
});
