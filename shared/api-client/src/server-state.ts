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
 * The apis whose answers for a visit are in their store or on their way, with the address of that visit: the page
 * the server drew with them (for as long as the page stays), or the page they were asked for ahead (for a while).
 */
const answeredVisits = new Map<string, { href: string; until: number }>();
/**
 * Answers asked for ahead of a visit count as that visit's only this long: the visit follows in a moment (a tap, a
 * remote mounting), and a visit that never came must not spare a much later one its own answers.
 */
export const ASKED_AHEAD_MS = 10_000;

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
  if (state !== undefined) answeredVisits.set(reducerPath, { href: doc.location?.href ?? '', until: Infinity });
  return state;
}

/**
 * For a page that asks the API again on every visit (its `refetchOnMountOrArgChange`), called once as it mounts:
 * false for the first view of the page the server drew moments ago with this api's answers, and for a visit whose
 * answers were asked for ahead (`askAheadForVisit`): they are this visit's. True for every other visit, on this
 * page or another.
 */
export function askAgainOnThisVisit(
  reducerPath: string,
  href: string = typeof location === 'undefined' ? '' : location.href,
): boolean {
  const answered = answeredVisits.get(reducerPath);
  answeredVisits.delete(reducerPath);
  return answered === undefined || answered.href !== href || Date.now() > answered.until;
}

/**
 * Asks for a visit's answers before its page draws: `ask` starts the requests (RTK Query's prefetch) and they count
 * as the visit's own, so the page waits for them instead of asking after its first render. A page starts asking
 * only once it has drawn (its queries start in effects); called in the tap that leads there, or as a remote mounts,
 * the requests overlap loading and drawing the page. Nothing is asked again for a visit whose answers are there or on
 * their way: the page the server drew with this api's, or a visit asked for a moment ago (a tap's touch, then its
 * click).
 */
export function askAheadForVisit(reducerPath: string, href: string, ask: () => void): void {
  const answered = answeredVisits.get(reducerPath);
  if (answered?.href === href && Date.now() <= answered.until) return;
  ask();
  answeredVisits.set(reducerPath, { href, until: Date.now() + ASKED_AHEAD_MS });
}

/**
 * Any write makes answers asked for ahead stale (a quantity changed after checkout's answers were asked at a touch
 * that turned out to be a scroll): the visit asks for its own. The answers of the page the server drew are kept: its
 * first view took them as it mounted, before any write.
 */
export function forgetAnswersAskedAhead(): void {
  for (const [reducerPath, answered] of answeredVisits) {
    if (answered.until !== Infinity) answeredVisits.delete(reducerPath);
  }
}

/** Forgets what was read (tests give each case a page of its own). */
export function resetServerState(): void {
  pageStates = null;
  answeredVisits.clear();
}
