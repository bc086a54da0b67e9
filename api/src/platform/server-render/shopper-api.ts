import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerFetch } from '@apteka/contracts';
import { SESSION_COOKIE } from '../session';
import { scriptJson } from '../text/script-json';
import { answerCookies } from './page-cache';
import { openPageSessions, PAGE_SESSION_HEADER } from '../session/page-sessions';
import type { SharedAnswer, SharedAnswers } from './shared-answers';

/** The API calls every page makes first: where the shopper is, and who they are. */
export const SHELL_FIRST_ANSWERS = ['/layout/location', '/customer/'];
/**
 * What the page-wide services ask for on every page, whoever drew it: the basket's counter service reads the cart.
 * With its answer in the page, a page's start makes no request of its own (and loads no HTTP client).
 */
export const SERVICE_FIRST_ANSWERS = ['/cart/'];

const CRAWLER = /bot|crawl|spider|slurp|yandex|google|bing|facebookexternalhit|telegram|whatsapp|preview/i;

/**
 * A search engine or a link preview reads the page and runs none of its scripts: it is drawn the page, but keeps
 * no session (one opened for each of its visits would only fill the sessions table).
 */
export const isCrawler = (request: Pick<FastifyRequest, 'headers'>) =>
  CRAWLER.test(request.headers['user-agent'] ?? '');

const cookiePair = (setCookie: string) => setCookie.split(';', 1)[0]!.trim();

/** A Cookie header with these Set-Cookie values applied, as the browser will send it next. */
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

/** The session a Set-Cookie opens, if it is the session cookie. */
function sessionOpened(setCookie: string): string | null {
  const pair = cookiePair(setCookie);
  return pair.startsWith(`${SESSION_COOKIE}=`) ? pair.slice(SESSION_COOKIE.length + 1) : null;
}

export interface ShopperApi {
  /** GET of the API under /api as the shopper; each path asked once per page */
  fetch: ServerFetch;
  /** the JSON answers given with status 200 so far, by path */
  answers(): Record<string, unknown>;
  /** cookies the answers set (a first visit's session), to be sent with the page; none for a crawler */
  setCookies(): string[];
  /** the shopper's Cookie header as it stands now */
  cookie(): string;
  /** the session the answers opened for a visitor who keeps none (a crawler): to be ended with the page */
  passingSession(): string | null;
  /** the page is drawn: its requests' shared session is forgotten */
  close(): void;
}

/** The id every page kept for anonymous shoppers gives the basket it shows empty: the basket is theirs only once they fill it. */
export const NO_BASKET_ID = '00000000-0000-0000-0000-000000000000';

/**
 * What a page drawn for every anonymous shopper must not hold of the passing session it was drawn with: the basket
 * it opened (the front end never needs an empty basket's id).
 */
function anonymised(path: string, body: unknown): unknown {
  if (path.split('?')[0] === '/cart/' && body && typeof body === 'object' && 'id' in body) {
    return { ...body, id: NO_BASKET_ID };
  }
  return body;
}

/**
 * This API asked in-process, as the shopper (their cookies and address), for what a page shows: the answers a
 * server render draws with. The first call goes alone and the others wait for it, so a first visit's first answer
 * opens the session the next ones belong to (and an unknown session is replaced once); then they run side by side.
 * For a page drawn for every anonymous shopper (`anonymous`), the answers are a new visitor's, from a passing
 * session that keeps nothing of theirs, with only their first-visit answers among their cookies; with
 * `sharedAnswers`, an answer another such drawing was given is taken rather than asked again.
 */
export function shopperApi(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'headers' | 'ip'>,
  { anonymous = false, sharedAnswers }: { anonymous?: boolean; sharedAnswers?: SharedAnswers } = {},
): ShopperApi {
  const passing = anonymous || isCrawler(request);
  const answered = new Map<string, Promise<SharedAnswer>>();
  const answers: Record<string, unknown> = {};
  const setCookies: string[] = [];
  let cookie = anonymous ? answerCookies(request.headers.cookie) : (request.headers.cookie ?? '');
  // every anonymous drawing with the same first-visit answers is answered alike (see SharedAnswers)
  const sharedAs = anonymous && sharedAnswers ? `${cookie}|` : null;
  let opened: Promise<unknown> | null = null;
  let passingSession: string | null = null;
  const shared = openPageSessions();

  const ask = async (path: string): Promise<SharedAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie,
        [PAGE_SESSION_HEADER]: shared.token,
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers['x-forwarded-for'] ? { 'x-forwarded-for': request.headers['x-forwarded-for'] } : {}),
      },
    });
    const set = response.headers['set-cookie'];
    const fresh = set === undefined ? [] : Array.isArray(set) ? set : [set];
    if (fresh.length > 0) {
      cookie = withCookies(cookie, fresh);
      if (passing) passingSession = fresh.map(sessionOpened).find((id) => id !== null) ?? passingSession;
      else setCookies.push(...fresh);
    }
    const json = String(response.headers['content-type']).startsWith('application/json');
    let body: unknown = null;
    try {
      body = json ? response.json() : null;
    } catch {
      body = null;
    }
    if (anonymous) body = anonymised(path, body);
    return { status: response.statusCode, body, kept: response.statusCode === 200 && json };
  };

  /** This shopper's own request: the first goes alone (it may open the session), the others after it. */
  const askInTurn = (path: string): Promise<SharedAnswer> => {
    if (opened) return opened.then(() => ask(path));
    const answer = ask(path);
    opened = answer.catch(() => undefined);
    return answer;
  };

  const fetch: ServerFetch = (path) => {
    const known = answered.get(path);
    if (known) return known;
    const answer = (
      sharedAs === null ? askInTurn(path) : sharedAnswers!.get(sharedAs + path, () => askInTurn(path))
    ).then((got) => {
      if (got.kept) answers[path] = got.body;
      return got;
    });
    answered.set(path, answer);
    return answer;
  };

  return {
    fetch,
    answers: () => ({ ...answers }),
    setCookies: () => [...setCookies],
    cookie: () => cookie,
    passingSession: () => passingSession,
    close: shared.close,
  };
}

/**
 * The answers of these paths (asked now, unless already) as the page's data block, for what the browser draws
 * itself (its client takes each once); an answer that is not a 200 is left for the browser to ask for.
 */
export async function firstAnswersBlock(shopper: ShopperApi, paths: readonly string[]): Promise<string> {
  for (const path of paths) await shopper.fetch(path);
  const answered = shopper.answers();
  const answers = Object.fromEntries(paths.filter((path) => path in answered).map((path) => [path, answered[path]]));
  if (Object.keys(answers).length === 0) return '';
  return `<script type="application/json" id="apteka-first-answers">${scriptJson(answers)}</script>`;
}
