import { batchedCounts } from '../../platform/database/batched-counts';
import type { Queryable } from '../../platform/database/types';
import { closedToCrawlers } from './robots';
import { addPageVisits, deletePageVisitsBefore, readMostVisited } from './page-visits-repository';

/** How often an instance writes its counts: an instance killed outright loses at most this much of them. */
const WRITE_EVERY_MS = 30_000;
/**
 * Addresses counted between two writes. A surge of made-up addresses (each a query string of its own) costs the
 * instance no more memory and the write no more rows than this; the addresses counted first keep counting.
 */
const MOST_ADDRESSES = 2_000;
/** Longer addresses are not counted: no page of the store needs one, and the table refuses them. */
const LONGEST_ADDRESS = 300;
/** The days of visits an instance reads to know what shoppers open: a week, so a weekday's habits are all in. */
export const VISIT_DAYS = 7;

const DAY_MS = 24 * 3600_000;

interface Log {
  warn(details: object, message: string): void;
}
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface PageVisitTally {
  /** an anonymous shopper was given the page of this address (its query is left out) */
  count(address: string): void;
  /** writes what was counted since the last write (writes go one at a time, in order) */
  write(): Promise<void>;
  /** stops writing every half minute, after one last write */
  stop(): Promise<void>;
}

/**
 * Counts the pages an instance gives anonymous shoppers, and adds the counts to the store's (`page_visits`, shared by
 * every instance) in one write every `everyMs` and as it stops. A write that fails is logged and its counts dropped:
 * they only order what is drawn ahead.
 */
export function pageVisitTally({
  db,
  log,
  everyMs = WRITE_EVERY_MS,
  mostAddresses = MOST_ADDRESSES,
  now = Date.now,
}: {
  db: Queryable;
  log: Log;
  everyMs?: number;
  mostAddresses?: number;
  now?: () => number;
}): PageVisitTally {
  let prunedOn: string | null = null;
  const counts = batchedCounts<number>({
    everyMs,
    mostKeys: mostAddresses,
    write: async (visits) => {
      const today = dayOf(now());
      await addPageVisits(db, today, visits);
      // once a day per instance: rows past the days read are of no use
      if (prunedOn !== today) {
        await deletePageVisitsBefore(db, dayOf(now() - VISIT_DAYS * DAY_MS));
        prunedOn = today;
      }
    },
    onError: (error, addresses) => log.warn({ err: error, addresses }, 'page visits not recorded'),
  });

  return {
    count(address) {
      // The store's public pages, as most shoppers open them: a query may hold what a shopper typed or a
      // campaign's tags, and the pages robots.txt closes (a shopper's own, a search's) are no one else's.
      const path = address.split('?', 1)[0]!;
      // (a NUL, which no text column holds, would lose the whole write)
      if (path.length > LONGEST_ADDRESS || !path.startsWith('/') || path.includes('\0') || closedToCrawlers(path)) {
        return;
      }
      counts.add(path, (known = 0) => known + 1);
    },
    write: counts.write,
    stop: counts.stop,
  };
}

/** The addresses anonymous shoppers were given most over the last `VISIT_DAYS` days, most first. */
export function mostVisitedAddresses(db: Queryable, limit: number, now = Date.now()): Promise<string[]> {
  return readMostVisited(db, dayOf(now - (VISIT_DAYS - 1) * DAY_MS), limit);
}
