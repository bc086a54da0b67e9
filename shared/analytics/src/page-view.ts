import { track } from './data-layer';

let current = 0;

/** Which page view this is: impressions count once per card per page view. */
export const currentPageView = (): number => current;

/**
 * A new page view of the single-page store: the shell calls it on every route change. Only a change of path counts
 * (a filter in the query string is the same page); returns the new page view number.
 */
let lastPath: string | null = null;
export function beginPageView(path: string, title: string): number {
  if (path === lastPath) return current;
  lastPath = path;
  current += 1;
  track('page_view', { page_path: path, page_title: title });
  return current;
}
