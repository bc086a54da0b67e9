import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { SERVER_STATE_ELEMENT_ID } from '@apteka/contracts';

/** Starts a store from the server render's state (by reducer path): RTK Query's cache of the answers it drew with. */
export const hydrateServerState = createAction<Record<string, unknown>>('apteka/hydrate-server-state');

/**
 * For `createApi({ extractRehydrationInfo })`: the api's part of a server state, so the browser's first render
 * finds the answers the server's did and draws the same page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query's own signature for this option
export function extractServerState(action: UnknownAction, { reducerPath }: { reducerPath: string }): any {
  return hydrateServerState.match(action) ? action.payload[reducerPath] : undefined;
}

let pageStates: Map<string, unknown> | null = null;
/** The apis whose state the server drew the page with, by the address of the page it was drawn for. */
const drawnFirstViews = new Map<string, string>();

/**
 * The page's server state of one reducer, taken once: the store made first for it (the page's) starts from it, any
 * later store (a test's, a remount's) from nothing.
 */
export function takeServerState(
  reducerPath: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): unknown {
  if (!doc) return undefined;
  if (!pageStates) {
    pageStates = new Map();
    const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
    try {
      const parsed = text ? (JSON.parse(text) as unknown) : null;
      if (parsed && typeof parsed === 'object')
        for (const [path, state] of Object.entries(parsed)) pageStates.set(path, state);
    } catch {
      // a damaged block: the stores start empty and ask the API themselves
    }
  }
  const state = pageStates.get(reducerPath);
  pageStates.delete(reducerPath);
  if (state !== undefined) drawnFirstViews.set(reducerPath, doc.location?.href ?? '');
  return state;
}

/**
 * For a page that asks the API again on every visit (its `refetchOnMountOrArgChange`), called once as it mounts:
 * false for the first view of the page the server drew moments ago with this api's answers (they are this visit's),
 * true for every other visit, on this page or another.
 */
export function askAgainOnThisVisit(
  reducerPath: string,
  href: string = typeof location === 'undefined' ? '' : location.href,
): boolean {
  const drawnFor = drawnFirstViews.get(reducerPath);
  drawnFirstViews.delete(reducerPath);
  return drawnFor === undefined || drawnFor !== href;
}

/** Forgets what was read (tests give each case a page of its own). */
export function resetServerState(): void {
  pageStates = null;
  drawnFirstViews.clear();
}
