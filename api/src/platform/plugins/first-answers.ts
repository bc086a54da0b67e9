import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The API calls every page makes first: where the shopper is, and who they are. */
export const SHELL_FIRST_ANSWERS = ['/layout/location', '/customer/'];

export interface FirstAnswers {
  /** path (as the page's client asks for it) -> the API's answer */
  answers: Record<string, unknown>;
  /** cookies the answers set (a first visit's session), to be sent with the page */
  setCookies: string[];
}

const cookiePair = (setCookie: string) => setCookie.split(';', 1)[0]!.trim();

const CRAWLER = /bot|crawl|spider|slurp|yandex|google|bing|facebookexternalhit|telegram|whatsapp|preview/i;

/**
 * A search engine or a link preview reads the page's head and runs none of its scripts: answers would be unused,
 * and a session opened for each of its visits would only fill the sessions table.
 */
export function wantsFirstAnswers(request: FastifyRequest): boolean {
  return !CRAWLER.test(request.headers['user-agent'] ?? '');
}

/** The request's Cookie header with these Set-Cookie values applied, as the browser will send it next. */
function withCookies(cookieHeader: string, setCookies: string[]): string {
  const jar = new Map(
    cookieHeader
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const setCookie of setCookies) {
    const pair = cookiePair(setCookie);
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Asks this API, in-process and as the shopper (their cookies and address), for the answers the page's first
 * view will ask for, so they come with the page instead of after its scripts. One after another: a first visit's
 * first answer opens the session the next ones belong to. An answer that is not a 200 is left for the browser
 * to ask for (and show its error) itself.
 */
export async function collectFirstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  paths: readonly string[],
): Promise<FirstAnswers> {
  const answers: Record<string, unknown> = {};
  const setCookies: string[] = [];
  let cookie = request.headers.cookie ?? '';
  for (const path of paths) {
    const response = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie,
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers['x-forwarded-for'] ? { 'x-forwarded-for': request.headers['x-forwarded-for'] } : {}),
      },
    });
    const set = response.headers['set-cookie'];
    const fresh = set === undefined ? [] : Array.isArray(set) ? set : [set];
    if (fresh.length > 0) {
      setCookies.push(...fresh);
      cookie = withCookies(cookie, fresh);
    }
    if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json'))
      answers[path] = response.json();
  }
  return { answers, setCookies };
}

/** The answers as a JSON data block of the page: '<' escaped, so nothing in them can close the element. */
export function firstAnswersScript(answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="apteka-first-answers">${json}</script>`;
}
