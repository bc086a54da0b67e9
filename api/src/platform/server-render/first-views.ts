import { NO_ROOM, type DrawingLane } from './drawing-queue';
import type { FirstVisit } from './first-visit';
import { PageNotKept, type CachedPage, type DrawnFirstView, type PageCache, type PageKeys } from './page-cache';

/**
 * How a first view was answered (`X-Page-Cache`): a fresh kept page, a kept page sent while it is drawn again
 * (`stale`: drawn before a move, or past its freshness), drawn for this answer, or the shell's bare page the
 * browser draws (`browser`: the drawing queue had no room for it).
 */
export type FirstViewSource = 'kept' | 'stale' | 'drawn' | 'browser';

export interface FirstViewsOptions {
  cache: PageCache;
  /** the keys a visit's page is kept under with the release served now; null while none is */
  keysOf: (visit: FirstVisit) => PageKeys | null;
  /**
   * draws the visit's page with the release served when it runs, in its lane of the drawing queue: a visit's is
   * `NO_ROOM` when the queue has none
   */
  draw: (visit: FirstVisit, lane: DrawingLane) => Promise<DrawnFirstView | typeof NO_ROOM>;
  /** the shell's page with nothing drawn or asked for, for a visit the queue had no room for; null with no shell */
  bare: (visit: FirstVisit) => CachedPage | null;
  /**
   * How long a visit waits for its page's drawing (its own, or one it shares) before it is answered without it:
   * `withPage` when a page kept before a move can be sent instead, `withoutPage` when the bare page would be. The
   * drawing goes on and is kept for the next visits.
   */
  waitMs: { withPage: number; withoutPage: number };
}

/** Settles with the promise, or with `late` once `ms` have passed (the promise goes on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const LATE = Symbol('late');

/** The visit a shared drawing was for found no room in the drawing queue: each shopper sharing it gets the bare page. */
class NoRoom extends Error {}

/**
 * Anonymous shoppers' first views: sent from the cache when there is one to send, drawn for the visit when there
 * is none and the drawing queue has room (else the shell's bare page), and drawn again in the background whenever
 * what was sent was not fresh. A page drawn before a move is sent only when no slot is free at once: a quiet
 * instance draws the new versions for the visit, one under a surge sends what it has. `warm` draws pages ahead, in
 * the background, before anyone asks.
 */
export function firstViews({ cache, keysOf, draw, bare, waitMs }: FirstViewsOptions) {
  const redraw = (visit: FirstVisit, keys: PageKeys) =>
    cache.redraw(keys, async () => {
      const drawn = await draw(visit, 'background');
      if (drawn === NO_ROOM) throw new NoRoom();
      return drawn;
    });

  async function answerOf(
    visit: FirstVisit,
    keys: PageKeys,
    reload: boolean,
  ): Promise<{ page: CachedPage; source: FirstViewSource } | null> {
    const kept = cache.find(keys);
    // a shopper who reloads the page (the new version's «Обновить» does) asks for the store as it is now: a page
    // drawn with the versions before a move would load those again
    const found = reload && kept?.moved ? null : kept;
    if (found && !found.moved) {
      if (!found.fresh) void redraw(visit, keys);
      return { page: found.page, source: found.fresh ? 'kept' : 'stale' };
    }
    // shoppers asking at the time share one drawing: it is drawn for the first of them, sent as kept to the rest
    let own: number | null = null;
    const drawing = cache.draw(keys, async () => {
      try {
        const drawn = await draw(visit, found ? 'spare' : 'visit');
        if (drawn === NO_ROOM) throw new NoRoom();
        own = drawn.page.drawnAt;
        return drawn;
      } catch (error) {
        if (error instanceof PageNotKept) own = error.page.drawnAt;
        throw error;
      }
    });
    // A drawing slower than a shopper may wait (a machine short of CPU, a renderer starting) answers no one late:
    // the page kept before a move, or the bare page, goes out instead, and the drawing is kept when it ends.
    const waited = await within(
      drawing.then(
        (page) => ({ page }),
        (error: unknown) => ({ error }),
      ),
      found ? waitMs.withPage : waitMs.withoutPage,
    );
    if (waited !== LATE && 'page' in waited) {
      return { page: waited.page, source: waited.page.drawnAt === own ? 'drawn' : 'kept' };
    }
    const error = waited === LATE ? null : waited.error;
    if (error !== null && !(error instanceof NoRoom)) throw error;
    if (found) {
      if (error !== null) void redraw(visit, keys);
      return { page: found.page, source: 'stale' };
    }
    const page = bare(visit);
    return page && { page, source: 'browser' };
  }

  return {
    /** `reload`: the browser reloads the page (`reloads`), so no page drawn before a move is sent */
    async answer(
      visit: FirstVisit,
      keys: PageKeys,
      { reload = false }: { reload?: boolean } = {},
    ): Promise<{ page: CachedPage; source: FirstViewSource } | null> {
      const answered = await answerOf(visit, keys, reload);
      if (answered && answered.source !== 'browser') cache.record(answered.source);
      return answered;
    },

    /**
     * Draws these visits' pages in the background, a few at a time, unless a fresh one is kept; settles once every
     * drawing begun here has ended (drawn or not).
     */
    async warm(visits: FirstVisit[]): Promise<void> {
      const drawings = visits.map((visit) => {
        const keys = keysOf(visit);
        return keys && !cache.isFresh(keys) ? redraw(visit, keys) : undefined;
      });
      await Promise.all(drawings);
    },
  };
}

export type FirstViews = ReturnType<typeof firstViews>;
