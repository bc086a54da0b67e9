export type AnalyticsConsent = 'granted' | 'denied';

const CONSENT_KEY = 'apteka:consent:analytics';

/**
 * The shopper's answer to the cookie notice: analytics counters and tag containers may load only after 'granted'.
 * No answer yet (or no storage) is no consent.
 */
export function analyticsConsent(storage: Storage | undefined = globalThis.localStorage): AnalyticsConsent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function saveAnalyticsConsent(
  consent: AnalyticsConsent,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(CONSENT_KEY, consent);
  } catch {
    // storage refused: the answer holds for this page only, and the notice asks again next time
  }
}
