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
  return state;
}

/** Forgets what was read (tests give each case a page of its own). */
export function resetServerState(): void {
  pageStates = null;
}
