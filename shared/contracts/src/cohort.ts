/**
 * A browser's canary cohort: an id the server gives a new browser in a first-party cookie with its first page, and
 * that decides the browser's place in every remote's canary (`canaryPosition`). The server draws each page's remote
 * with the version of that place, and the browser loads the same: server and browser read the same cookie. Its
 * name is not one of the first-visit answer cookies (`apteka_*`), which change a kept page.
 */
export const COHORT_COOKIE = 'mf_cohort';

/** What a cohort id looks like: the server makes UUIDs, and older browsers kept an id of their own making. */
const COHORT_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const isCohortId = (value: unknown): value is string => typeof value === 'string' && COHORT_ID.test(value);

/** How long a browser keeps its place: a year, renewed by nothing (a cohort must not move under a shopper). */
export const COHORT_MAX_AGE_SECONDS = 365 * 24 * 3600;
