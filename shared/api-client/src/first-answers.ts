/**
 * The answers the server put into the page (`<script type="application/json" id="apteka-first-answers">`) for the
 * API calls its first view makes: each is used once, by the first GET of exactly that path and query, only while
 * the page is new and before any write; anything else asks the API.
 */
const ELEMENT_ID = 'apteka-first-answers';
/** An answer older than this (a tab restored later, a page left open) is not used. */
export const FIRST_ANSWERS_FRESH_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function load(doc: Document): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object')
      for (const [path, body] of Object.entries(parsed)) answers.set(path, body);
  } catch {
    // a damaged block: the page asks the API for everything itself
  }
  return answers;
}

/**
 * Reads the server's answers now, at idle. A page whose first view took its data another way asks through the client
 * first in a shopper's tap (a move's data asked at the touch), and reading a listing's answers there was about 10 ms
 * of that tap on a slow phone.
 */
export function readFirstAnswersAhead(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  if (doc) load(doc);
}

/** The path and query a GET asks for, with the query in a stable order: how the server names its answers. */
export function answerKey(url: string, params?: Record<string, unknown>): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    // by code unit, not localeCompare: its first call builds the locale's collator, tens of milliseconds on a phone
    // in the tap that asks the API first (a filter, a delivery switch)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The server's answer for this GET, taken (so a second call asks the API), or undefined. */
export function takeFirstAnswer(
  key: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
  now: number = typeof performance === 'undefined' ? Infinity : performance.now(),
): unknown {
  const body = peekFirstAnswer(key, doc, now);
  // an answer JSON holds is never undefined, and one was found only in a document
  if (body !== undefined) load(doc!).delete(key);
  return body;
}

/**
 * The server's answer for this GET, left for the call that takes it, or undefined: for a page-wide part that shows
 * what the answer says before the code that asks for it has loaded (the header's basket counter).
 */
export function peekFirstAnswer(
  key: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
  now: number = typeof performance === 'undefined' ? Infinity : performance.now(),
): unknown {
  if (!doc || now > FIRST_ANSWERS_FRESH_MS) return undefined;
  return load(doc).get(key);
}

/**
 * Drops the answers not used yet: after any write (a region or delivery change, a sign-in, an add to the basket)
 * they may no longer be what the API would say.
 */
export function forgetFirstAnswers(): void {
  answers = new Map();
}

/** Forgets what was read (tests give each case a page of its own). */
export function resetFirstAnswers(): void {
  answers = null;
}
