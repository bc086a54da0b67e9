import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COHORT_COOKIE, COHORT_MAX_AGE_SECONDS, isCohortId } from '@apteka/contracts';
import { cookieValue } from '../server-render/page-cache';
import { isCrawler } from '../server-render/shopper-api';

/**
 * The canary cohort of the browser asking for a page: the one its cookie names, or a new one given with this
 * answer. A crawler keeps no cookie, so it gets none and is drawn the current versions.
 */
export function cohortOf(request: FastifyRequest): { id: string | null; isNew: boolean } {
  if (isCrawler(request)) return { id: null, isNew: false };
  const kept = cookieValue(request.headers.cookie, COHORT_COOKIE);
  if (isCohortId(kept)) return { id: kept, isNew: false };
  return { id: randomUUID(), isNew: true };
}

/** Gives a browser its new cohort with the answer; readable by the page's scripts, which load the same versions. */
export function sendCohort(reply: FastifyReply, cohort: { id: string | null; isNew: boolean }, secure: boolean): void {
  if (!cohort.isNew || cohort.id === null) return;
  const attributes = [`Path=/`, `Max-Age=${COHORT_MAX_AGE_SECONDS}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  // Fastify adds a Set-Cookie to those already set, rather than replacing them
  void reply.header('set-cookie', `${COHORT_COOKIE}=${cohort.id}; ${attributes.join('; ')}`);
}
