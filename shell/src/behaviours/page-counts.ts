import { PAGE_COUNT_BEACON_PAGES, type PageType } from '@apteka/contracts';
import type { PageCountsBeacon } from '@apteka/contracts/schemas';
import type { TrackListener } from '@apteka/analytics';

export type CountedPage = Pick<PageCountsBeacon['pages'][number], 'app' | 'version'> & { pageType: PageType };

export interface PageCountsOptions {
  /** whether this session reports: the same decision as its error reports, so errors per view need no scaling */
  sampled: boolean;
  /** the share of sessions that report, sent along so counts can be scaled to every shopper */
  rate: number;
  /** hears every analytics event of the page (`onTracked`) until the returned function is called */
  subscribe: (listener: TrackListener) => () => void;
  /** the app that draws a page and the version of it this browser loaded; null for none worth counting */
  pageOf: (pathname: string, search: string) => CountedPage | null;
  location?: () => { pathname: string; search: string };
  /** hands a beacon to the browser to send even as the page goes away; false when it refused */
  send: (beacon: PageCountsBeacon) => boolean;
  /** calls back when the page is hidden or left */
  onHidden: (flush: () => void) => void;
}

/** A count the beacon's schema still takes; a tab left open for days sends before it gets there. */
const MOST_PER_ROW = 1000;

/**
 * Page views and adds to the basket per app, version and kind of page, for `registry status` and the canary judge:
 * each `page_view` counts for the app drawing that page at the version this browser loaded, each `add_to_cart` for
 * the page it was made on (the card that asked is drawn by that page's remote, or by a parcel in the shell's frame).
 * Counted in the page and sent in one beacon when it is hidden, so a visit costs the store one request, not one per
 * page. Answers how to stop counting.
 */
export function countPageViews(options: PageCountsOptions): () => void {
  const { sampled, rate, subscribe, pageOf, send, onHidden } = options;
  if (!sampled) return () => undefined;
  const where = options.location ?? (() => window.location);
  const counts = new Map<string, PageCountsBeacon['pages'][number]>();

  const flush = () => {
    const rows = [...counts.values()];
    for (let start = 0; start < rows.length; start += PAGE_COUNT_BEACON_PAGES) {
      const batch = rows.slice(start, start + PAGE_COUNT_BEACON_PAGES);
      // refused (the browser's beacon queue is full): kept for the next time the page is hidden
      if (!send({ rate, pages: batch })) return;
      for (const row of batch) counts.delete(`${row.app}\n${row.version}\n${row.pageType}`);
    }
  };

  const count = (page: CountedPage | null, what: 'views' | 'adds') => {
    if (!page) return;
    const key = `${page.app}\n${page.version}\n${page.pageType}`;
    const row = counts.get(key) ?? { ...page, views: 0, adds: 0 };
    row[what] += 1;
    counts.set(key, row);
    if (row[what] >= MOST_PER_ROW) flush();
  };

  const stop = subscribe((event, payload) => {
    const here = where();
    if (event === 'page_view') {
      const path = (payload as { page_path?: unknown }).page_path;
      if (typeof path === 'string') count(pageOf(path, path === here.pathname ? here.search : ''), 'views');
    } else if (event === 'add_to_cart') {
      count(pageOf(here.pathname, here.search), 'adds');
    }
  });
  onHidden(() => {
    try {
      flush();
    } catch {
      // counting never breaks the page
    }
  });
  return stop;
}
