import type { AppFlags } from '@apteka/contracts';
import type { FirstVisitFlag } from '../store/app-slice';
import { analyticsConsent } from '../behaviours/analytics-consent';
import { pageAnswers, type AnswerStore } from '../behaviours/page-cookies';

const key = (flag: FirstVisitFlag) => `apteka:dismissed:${flag}`;

/** Whether a first-visit flag was dismissed in this browser before (it is shown once, then never again). */
export function wasDismissed(flag: FirstVisitFlag, storage: AnswerStore | undefined = pageAnswers()): boolean {
  try {
    return storage?.getItem(key(flag)) === '1';
  } catch {
    // Cookies blocked: asking again next visit is better than never asking.
    return false;
  }
}

export function rememberDismissed(flag: FirstVisitFlag, storage: AnswerStore | undefined = pageAnswers()): void {
  try {
    storage?.setItem(key(flag), '1');
  } catch {
    /* cookies blocked: the flag is still dismissed for this page */
  }
}

/**
 * The flags a page starts with in this browser, known before the first paint (the server reads the same cookies):
 * the region question of a first visit takes its place in the header from the start instead of pushing the page
 * down a moment later, and the cookie question (until answered) is part of the first render rather than a late
 * addition over the page.
 */
export function firstVisitFlags(storage: AnswerStore | undefined = pageAnswers()): Partial<AppFlags> {
  const cookies: Partial<AppFlags> = analyticsConsent(storage) === null ? { showCookieModal: true } : {};
  return wasDismissed('showConfirmCorrectRegion', storage)
    ? cookies
    : { ...cookies, isFirstVisit: true, showConfirmCorrectRegion: true };
}
