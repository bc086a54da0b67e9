import type { Db } from '../database/types';

/** The channel every change to what pages show is told on (migration 071), with the changed table's name. */
export const STORE_CHANGED_CHANNEL = 'store_changed';

/** What a notification says changed: some products' offers, or anything (everything kept is then stale). */
export type StoreChange = { products: number[] } | 'anything';

export function storeChangeOf(payload: string): StoreChange {
  const named = /^catalog_offers:([\d,]+)$/.exec(payload);
  if (!named) return 'anything';
  return { products: named[1]!.split(',').filter(Boolean).map(Number) };
}

/**
 * Calls `onChange` whenever any process commits a change to goods, prices, stock or content, and when the listener
 * comes back after losing its connection (a change may have gone unheard meanwhile). Without a listener (the
 * database refused one) what was kept simply expires. Returns how to stop listening.
 */
export async function followStoreChanges(
  db: Pick<Db, 'listen'>,
  { onChange, onError }: { onChange: (change: StoreChange) => void; onError: (error: unknown) => void },
): Promise<() => Promise<void>> {
  try {
    const stop = await db.listen(
      STORE_CHANGED_CHANNEL,
      (payload) => onChange(storeChangeOf(payload)),
      () => onChange('anything'),
    );
    // a database closed first (tests, a failed start) has no listener left to stop
    return () => stop().catch(() => undefined);
  } catch (error) {
    onError(error);
    return async () => undefined;
  }
}
