import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Session } from './session-plugin';

/** Names the page an in-process API request is asked for (never sent by browsers; unknown values are ignored). */
export const PAGE_SESSION_HEADER = 'x-apteka-page';

/** The session each page being drawn has read so far, by the page's token. */
const pages = new Map<string, Session | null>();

/**
 * A page drawn on the server asks this API several times as its shopper: the first request reads the session, and
 * the others take it from here rather than each reading it again. A token is 128 random bits and lives only while
 * its page is drawn.
 */
export function openPageSessions(): { token: string; close: () => void } {
  const token = randomBytes(16).toString('base64url');
  pages.set(token, null);
  return { token, close: () => pages.delete(token) };
}

const tokenOf = (request: FastifyRequest) => {
  const token = request.headers[PAGE_SESSION_HEADER];
  return typeof token === 'string' && pages.has(token) ? token : null;
};

/** The session an earlier request of the same page read, if any. */
export function pageSession(request: FastifyRequest): Session | null {
  const token = tokenOf(request);
  return token ? (pages.get(token) ?? null) : null;
}

/** Remembers the session as this request left it, for the page's next requests. */
export function keepPageSession(request: FastifyRequest, session: Session): void {
  const token = tokenOf(request);
  if (token) pages.set(token, session);
}
