/** What the first-visit answers are kept in: a cookie of the page, or a request's Cookie header on the server. */
export interface AnswerStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's name for a key: letters, digits, '_' and '-' only ('apteka:consent:analytics' -> 'apteka_consent_analytics'). */
export const cookieName = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_');

/** The value of one cookie in a Cookie header or `document.cookie`. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Answers kept in cookies, so the server knows them too and draws a page with the same questions the browser
 * shows (a question the server left out would arrive late and move the page). Written for a year, for the whole site.
 */
export function cookieAnswers(read: () => string, write?: (cookie: string) => void): AnswerStore {
  return {
    getItem: (key) => readCookie(read(), cookieName(key)),
    setItem: (key, value) => {
      const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
      write?.(
        `${cookieName(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`,
      );
    },
  };
}

/** The page's own cookies; none on the server, where the request's are read instead. */
export function pageAnswers(): AnswerStore | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookieAnswers(
    () => document.cookie,
    (cookie) => {
      document.cookie = cookie;
    },
  );
}
