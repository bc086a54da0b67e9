import type { DrawingLane } from './drawing-queue';
import type { FirstVisit } from './first-visit';
import { PageNotKept, type CachedPage, type DrawnFirstView, type PageCache, type PageKeys } from './page-cache';

/**
 * How a first view was answered (`X-Page-Cache`): a fresh kept page, a kept page sent while it is drawn again
 * (`stale`: drawn before a move, past its freshness, or drawn by the browser), drawn for this answer, or the shell's
 * page the browser draws (`browser`: no room to draw it in time).
 */
export type FirstViewSource = 'kept' | 'stale' | 'drawn' | 'browser';

export interface FirstViewsOptions {
  cache: PageCache;
  /** the keys a visit's page is kept under with the release served now; null while none is */
  keysOf: (visit: FirstVisit) => PageKeys | null;
  /** draws the visit's page with the release served when it runs, in its lane of the drawing queue */
  draw: (visit: FirstVisit, lane: DrawingLane) => Promise<DrawnFirstView>;
}

/**
 * Anonymous shoppers' first views: sent from the cache when there is one to send, drawn for the visit when there
 * is none (or the shell's page, when the drawing queue has no room), and drawn again in the background whenever
 * what was sent was not fresh. `warm` draws pages ahead, in the background, before anyone asks.
 */
export function firstViews({ cache, keysOf, draw }: FirstViewsOptions) {
  const redraw = (visit: FirstVisit, keys: PageKeys) => cache.redraw(keys, () => draw(visit, 'background'));

  return {
    async answer(visit: FirstVisit, keys: PageKeys): Promise<{ page: CachedPage; source: FirstViewSource }> {
      const found = cache.find(keys);
      if (found) {
        if (!found.fresh) redraw(visit, keys);
        return { page: found.page, source: found.fresh ? 'kept' : 'stale' };
      }
      // shoppers asking at the time share one drawing: it is drawn for the first of them, sent as kept to the rest
      let own: number | null = null;
      const page = await cache.draw(keys, async () => {
        try {
          const drawn = await draw(visit, 'visit');
          own = drawn.page.drawnAt;
          return drawn;
        } catch (error) {
          if (error instanceof PageNotKept) own = error.page.drawnAt;
          throw error;
        }
      });
      if (page.browserDrawn) {
        redraw(visit, keys);
        return { page, source: 'browser' };
      }
      return { page, source: page.drawnAt === own ? 'drawn' : 'kept' };
    },

    /** Draws these visits' pages in the background, a few at a time, unless a fresh one is kept. */
    warm(visits: FirstVisit[]): void {
      for (const visit of visits) {
        const keys = keysOf(visit);
        if (keys && !cache.isFresh(keys)) redraw(visit, keys);
      }
    },
  };
}

export type FirstViews = ReturnType<typeof firstViews>;
