import { deviceType } from '@apteka/contracts';
import type { LostUserMetricBody } from '@apteka/contracts/schemas';

/** Yandex Metrica keeps its client id in local storage under this key once its counter has started. */
export const ANALYTICS_CLIENT_ID_KEY = '_ym_uid';
/** The store's own client id, for browsers the counter never reached. */
export const CUSTOM_CLIENT_ID_KEY = 'apteka:client-id';
const SENT_KEY = 'apteka:lost-user-sent';
export const LOST_USER_DELAY_MS = 10_000;

/** The stored custom client id, or a new one (the time in milliseconds and a random number 100–999), saved. */
export function customClientId(storage: Storage, now = Date.now(), random = Math.random()): string {
  const stored = storage.getItem(CUSTOM_CLIENT_ID_KEY);
  if (stored) return stored;
  const id = `${now}${100 + Math.floor(random * 900)}`;
  storage.setItem(CUSTOM_CLIENT_ID_KEY, id);
  return id;
}

export interface LostUserOptions {
  storage: Storage;
  /** remembers, for this browser session, that the metric went out */
  session: Storage;
  send: (body: LostUserMetricBody) => Promise<unknown>;
  width: () => number;
  delayMs?: number;
}

/**
 * Ten seconds after the page starts, a browser whose analytics counter has not stored its client id (blocked, or
 * failed to load) is counted once per browser session as a lost user, with its own client id and device type.
 * Returns a function that cancels the pending check.
 */
export function watchLostUser({ storage, session, send, width, delayMs = LOST_USER_DELAY_MS }: LostUserOptions) {
  const timer = window.setTimeout(() => {
    try {
      if (storage.getItem(ANALYTICS_CLIENT_ID_KEY) || session.getItem(SENT_KEY)) return;
      const body = { clientId: customClientId(storage), deviceType: deviceType(width()) };
      session.setItem(SENT_KEY, '1');
      send(body).catch(() => session.removeItem(SENT_KEY));
    } catch {
      // storage refused (private mode): such a browser cannot be told apart from visit to visit, so it is not counted
    }
  }, delayMs);
  return () => window.clearTimeout(timer);
}
