const PREFIX = 'apteka:analytics:';
const KEPT = 50;

/**
 * True the first time `id` is seen under `kind` in this storage, false afterwards. Keeps the last 50 ids. Without
 * storage (private mode) it says true: a possible double is better than a lost event.
 */
export function firstTime(kind: string, id: string, storage: Storage | undefined): boolean {
  try {
    if (!storage) return true;
    const key = `${PREFIX}${kind}`;
    const ids = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
    const list = Array.isArray(ids) ? ids.filter((value): value is string => typeof value === 'string') : [];
    if (list.includes(id)) return false;
    storage.setItem(key, JSON.stringify([...list, id].slice(-KEPT)));
    return true;
  } catch {
    return true;
  }
}

const session = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};
const local = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The online-payment event goes once per order per browser session. */
export const firstInSession = (kind: string, id: string): boolean => firstTime(kind, id, session());
/** A purchase goes once per order per browser: reloading or reopening the paid order page sends nothing more. */
export const firstInBrowser = (kind: string, id: string): boolean => firstTime(kind, id, local());
