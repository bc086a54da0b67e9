import { track } from './data-layer';

let current = 0;
let lastPath: string | null = null;

/** Which page view this is: impressions count once per card per page view. */
export const currentPageView = (): number => current;

/**
 * A new page view of the single-page store: the shell calls it on every route change, before the new page is drawn,
 * so the new page's impressions count as its own. Only a change of path counts (a filter in the query string is the
 * same page); returns the page view number. The `page_view` event itself goes with `trackPageView`, once the page's
 * title is known.
 */
export function beginPageView(path: string): number {
  if (path === lastPath) return current;
  lastPath = path;
  current += 1;
  return current;
}

/** Reports the page view of `path` under the title of the page drawn there. */
export function trackPageView(path: string, title: string): void {
  track('page_view', { page_path: path, page_title: title });
}
