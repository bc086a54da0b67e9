import { pageAnswers, type AnswerStore } from './page-cookies';

export type AnalyticsConsent = 'granted' | 'denied';

const CONSENT_KEY = 'apteka:consent:analytics';

/**
 * The shopper's answer to the cookie notice (kept in a cookie: the server draws the notice too): analytics counters
 * and tag containers may load only after 'granted'. No answer yet (or no cookies) is no consent.
 */
export function analyticsConsent(storage: AnswerStore | undefined = pageAnswers()): AnalyticsConsent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function saveAnalyticsConsent(
  consent: AnalyticsConsent,
  storage: AnswerStore | undefined = pageAnswers(),
): void {
  try {
    storage?.setItem(CONSENT_KEY, consent);
  } catch {
    // cookies refused: the answer holds for this page only, and the notice asks again next time
  }
}
