import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { answerCookies } from './page-cache';

/** What a drawing reads of the request it is drawn for: its headers and address (and where it logs). */
export type VisitRequest = Pick<FastifyRequest, 'headers' | 'ip'> & { log: FastifyBaseLogger };

/** The headers an anonymous first view depends on besides its first-visit answers: the screen and who asks. */
const KEPT_HEADERS = ['user-agent', 'sec-ch-ua-mobile'] as const;
/**
 * Where a first view's in-process requests come from: the instance itself. The page is the same for every shopper
 * and may be drawn again long after the answer, so no shopper's address is kept with it.
 */
const OWN_ADDRESS = '127.0.0.1';

/**
 * An anonymous first visit as far as its page depends on it, kept apart from its request so the page can be drawn
 * again after the answer is sent (a redraw after a move, warming at start): the address, the browser's canary
 * cohort, and only the headers a first view reads (its first-visit answers among its cookies).
 */
export interface FirstVisit extends VisitRequest {
  url: string;
  cohort: string | null;
}

export function firstVisitOf(request: FastifyRequest, cohort: string | null, log: FastifyBaseLogger): FirstVisit {
  const headers: Record<string, string> = {};
  const cookie = answerCookies(request.headers.cookie);
  if (cookie) headers.cookie = cookie;
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { url: request.url, cohort, headers, ip: OWN_ADDRESS, log };
}

/** A first visit the instance makes itself (warming): a phone's or a desktop's browser with no cookies. */
export function warmingVisit(url: string, screen: 'phone' | 'desktop', log: FastifyBaseLogger): FirstVisit {
  const userAgent =
    screen === 'phone'
      ? 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
      : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  return { url, cohort: null, headers: { 'user-agent': userAgent }, ip: OWN_ADDRESS, log };
}

/**
 * Whether the browser reloads the page: a reload asks caches to check what they hold (`Cache-Control: max-age=0`,
 * or `no-cache` for a hard reload), which browsers send for a reload and not for a link followed.
 */
export function reloads(request: Pick<FastifyRequest, 'headers'>): boolean {
  const cacheControl = request.headers['cache-control'] ?? '';
  return /(^|[\s,])(no-cache|max-age=0)([\s,]|$)/i.test(cacheControl);
}
