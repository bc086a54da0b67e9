import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownerOf, type Brand, type RemoteName, type RemoteRegistry } from '@apteka/contracts';
import { shellPage, type DrawnPage, type PageHeadHtml, type PageOutside } from '../http/shell-page';
import { isApiAddress } from '../http/api-prefix';
import { requestInputProblem } from '../http/input-guard';
import { newNonce } from '../http/content-security-policy';
import {
  isNonCanonicalPath,
  namesNoFile,
  NOT_FOUND_ADDRESS,
  readPageAddress,
  type PageAddress,
} from '../http/page-address';
import { plainErrorPage } from '../http/plain-error-page';
import { isPublicFile } from '../http/public-files';
import { acceptsGzip, gzipTemplate, gzipWithNonce } from '../http/gzip-with-nonce';
import { pageRemote, withPreview } from '../http/first-load-hints';
import { cohortOf, sendCohort } from '../http/cohort-cookie';
import { viewportOf } from '../http/viewport';
import { previewLinkAnswer, previewPinOf, type LiveRelease, type ServedRemote } from '../../releases';
import { drawPage } from '../server-render/draw-page';
import {
  firstAnswersBlock,
  isCrawler,
  SERVICE_FIRST_ANSWERS,
  SHELL_FIRST_ANSWERS,
  shopperApi,
  type ShopperApi,
} from '../server-render/shopper-api';
import {
  cookieValue,
  nonceMark,
  PageNotKept,
  productIdsIn,
  withNonce,
  type CachedPage,
  type DrawnFirstView,
  type PageCache,
} from '../server-render/page-cache';
import { NO_ROOM, type DrawingQueue } from '../server-render/drawing-queue';
import { firstVisitOf, reloads, warmingVisit, type FirstVisit, type VisitRequest } from '../server-render/first-visit';
import { firstViews } from '../server-render/first-views';
import { SESSION_COOKIE } from '../session';
import type { Viewport } from '@apteka/contracts';
import type { ShellPageAnswer } from '../http/shell-page';
import { deleteSession } from '../session/sessions-repository';
import type { Db } from '../database/types';
import { globalPlugin } from './global-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The file handler's route: every address no other route takes */
const FILE_ROUTE = '/*';
const REVALIDATE = 'no-cache';
/** webpack-style content hashes: main.3f9a1c2b.js, 123.0c4a9e7d51b2.css, 411.5160bc8b2d.js.LICENSE.txt */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+/i;

/** Cache-Control for a published file, by its path in the origin (forward slashes). */
export function cacheControlFor(relativePath: string): string {
  const name = path.posix.basename(relativePath);
  if (relativePath.startsWith('remotes/') || relativePath.startsWith('shell/') || CONTENT_HASH.test(name)) {
    return IMMUTABLE;
  }
  return REVALIDATE;
}

/** Drawing pages on the server: on unless turned off, within a time budget per page. */
export interface ServerRenderOptions {
  enabled: boolean;
  /** how long a page may take to draw before the browser is left to draw it (or its remote) */
  budgetMs: number;
}

interface StaticSiteOptions extends Record<string, unknown> {
  /** the release this instance serves: the registry, the shell's page and the server renders */
  release: () => LiveRelease | null;
  /** whether the registry names a release this instance could not serve (its shell page could not be checked) */
  releaseHeld?: () => boolean;
  /** cookies the pages give are sent over HTTPS only (production) */
  secureCookies?: boolean;
  /**
   * Preview links: the secret their signature is checked with, and a published remote version as this instance
   * draws it for a browser pinned to it
   */
  preview?: { secret: string; remote: (app: RemoteName, version: string) => Promise<ServedRemote | null> };
  /** the origin's folder, when it is one on this machine: its files are served from it */
  staticFolder: string | undefined;
  brand: Brand;
  /** ends the sessions a crawler's page opened */
  db?: Pick<Db, 'query'>;
  serverRender?: ServerRenderOptions;
  /** outside origins a page may show pictures and players from (map tiles, adverts, video), and the tag containers */
  outside: PageOutside;
  /** the status and head of a page address; without it every route is a 200 with the index's own head */
  describePage?: PageDescriber;
  /** the release being served, named in every page */
  buildId: () => string;
  /** anonymous shoppers' first views, kept for all of them; without it every page is drawn for its shopper */
  pageCache?: PageCache;
  /** the instance's drawings, bounded; without it every page is drawn when asked for */
  drawingQueue?: DrawingQueue;
  /** pages to draw ahead in the background: the likeliest first, at start and after each registry move */
  warming?: PageWarming;
  /** how long each page took to draw, by the remote and version that drew it */
  onDrawn?: (remote: { name: string; version: string } | null, seconds: number) => void;
  /** an anonymous shopper (not a crawler) was given the page of this address, a 200: what warming draws first */
  onFirstView?: (address: string) => void;
}

export interface PageDescription {
  status: number;
  head: PageHeadHtml;
  /** the API paths the page's first view asks for, to come with a page the browser draws */
  firstAnswers?: string[];
  /** where a moved page is now (a 301): a path of this site */
  redirect?: string;
}

export type PageDescriber = (url: string) => Promise<PageDescription>;

/** What an instance draws ahead of its shoppers (see `warmPages`). */
export interface PageWarming {
  /** the likeliest addresses of a store that has kept no page yet, likeliest first: in a cluster, this instance's */
  likely: () => Promise<string[]>;
  /** how many addresses are drawn ahead, each for a phone and a desktop */
  pages: number;
}

/** A page put together for one answer: a redirect, or the shell's page with its status. */
interface ComposedPage {
  status: number;
  redirect?: string;
  answer?: ShellPageAnswer;
  /** drawn whole on the server with every first answer: fit to keep for other shoppers */
  complete: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the page of an address outside /api, whatever its Accept: the shell's page with its status and head, or
     * a plain page while no shell is published. With `failure`, the shell's 404 page with that status (a request
     * refused before its page could be looked up). False for an API address.
     */
    sendSpaPage(request: FastifyRequest, reply: FastifyReply, failure?: number): Promise<boolean>;
    /**
     * Draws anonymous first views ahead in the background, a few at a time: after a registry move the pages this
     * instance was asked for most, else (at start) the store's likeliest addresses.
     */
    warmPages(): Promise<void>;
  }
}

/**
 * The store's pages and published files. Files come from the origin's folder when it is on this machine (our local
 * CDN: the shell's hashed assets, remotes/<name>/<version>/); builds ship .br and .gz beside each file, served
 * when accepted. The registry and the shell's page come from the release this instance serves.
 */
export const staticSitePlugin = globalPlugin<StaticSiteOptions>(
  'static-site',
  async (
    app,
    {
      release,
      releaseHeld,
      secureCookies = false,
      preview,
      staticFolder,
      brand,
      db,
      outside,
      describePage,
      buildId,
      serverRender,
      onDrawn,
      onFirstView,
      pageCache,
      drawingQueue,
      warming,
    },
  ) => {
    if (staticFolder) {
      mkdirSync(staticFolder, { recursive: true });
      await app.register(fastifyStatic, {
        root: staticFolder,
        prefix: '/',
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        index: false,
        allowedPath: isPublicFile,
        schemaHide: true,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(staticFolder, filePath).split(path.sep).join('/');
          reply.header('Cache-Control', cacheControlFor(relative));
          // Remotes may be loaded by a shell on another origin.
          if (relative.startsWith('remotes/')) reply.header('Access-Control-Allow-Origin', '*');
        },
      });
    }

    if (staticFolder) {
      // No file has such a path: its page is sent before the file handler refuses it with a 403 of its own, or
      // before it looks for the file on disk (up to three times, with the .br and .gz beside it) for a page.
      app.addHook('onRequest', async (request, reply) => {
        if (isApiAddress(request.url)) return;
        const forFiles = request.routeOptions.url === FILE_ROUTE;
        if (!isNonCanonicalPath(request.url) && !(forFiles && namesNoFile(request.url))) return;
        // what the input guard refuses on the way to the file handler is refused here alike
        await app.sendSpaPage(request, reply, requestInputProblem(request) ? 400 : undefined);
        return reply;
      });
    }

    app.get('/registry.json', { schema: { hide: true } }, async (request, reply) => {
      const registry = release()?.registry ?? { allowOverrides: false, remotes: {} };
      // a browser a preview link pins to a version keeps it when it looks for releases, as its pages do
      const pin = preview ? previewPinOf(request.headers.cookie, preview.secret) : null;
      const pinned = pin && preview ? await preview.remote(pin.app, pin.version) : null;
      if (pinned) {
        return reply.header('Cache-Control', 'private, no-cache').send(withPreview(registry as RemoteRegistry, pinned));
      }
      return reply.header('Cache-Control', REVALIDATE).header('Access-Control-Allow-Origin', '*').send(registry);
    });

    const page = shellPage(release, outside, buildId);
    const describedPage =
      describePage && pageCache ? (url: string) => pageCache.described(url, () => describePage(url)) : describePage;

    /** The page of this address as `shopper` sees it, with `nonce` in it; null when no shell is published. */
    async function composePage(
      request: VisitRequest,
      live: LiveRelease,
      shopper: ShopperApi,
      {
        address,
        failure,
        nonce,
        viewport,
        withAnswers,
        firstView = false,
        cohort,
        pinned = null,
        inTurn = false,
      }: {
        address: PageAddress;
        /** the browser's canary cohort: which version of the page's remote it is drawn and given */
        cohort: string | null;
        /** the version a preview link pins this browser to: drawn where it shows the page, named on every page */
        pinned?: ServedRemote | null;
        failure?: number;
        nonce: string;
        viewport: Viewport;
        withAnswers: boolean;
        /** the page is drawn for every anonymous shopper, from a passing session */
        firstView?: boolean;
        /** it holds a turn of the drawing queue already (a first view is composed whole in its turn) */
        inTurn?: boolean;
      },
    ): Promise<ComposedPage | null> {
      // the status the page is drawn for: a refusal shows the shell's 404 page, a failure of ours its outage
      let status = failure === undefined ? 200 : failure < 500 ? 404 : 503;
      let head: PageHeadHtml | undefined;
      let pagePaths: string[] = [];
      let redirect: string | undefined;
      if (describedPage && status !== 503) {
        try {
          ({
            status,
            head,
            firstAnswers: pagePaths = [],
            redirect,
          } = await describedPage(failure === undefined ? address.url : NOT_FOUND_ADDRESS));
        } catch (error) {
          // The page cannot be described (the database is away): the shell comes up and shows the outage itself.
          request.log.warn({ err: error }, 'page head unavailable');
          status = 503;
        }
      }
      if (status === 301 && redirect) return { status, redirect, complete: false };
      const remote =
        pinned && ownerOf(address.pathname) === pinned.name ? pinned : pageRemote(live, address.pathname, cohort);
      let drawn: DrawnPage | undefined;
      let remoteDrawn = false;
      let complete = false;
      if (serverRender?.enabled && status !== 503) {
        const drawnRemote = status === 404 ? null : remote;
        let failed = false;
        const draw = async () => {
          const started = process.hrtime.bigint();
          const outcome = await drawPage(
            live.shell!.render,
            {
              url: address.url,
              status,
              brand,
              nonce,
              viewport,
              cookie: shopper.cookie(),
              fetch: shopper.fetch,
              remote: drawnRemote,
              firstView,
            },
            {
              budgetMs: serverRender.budgetMs,
              onFailure: (what, error) => {
                failed = true;
                request.log.warn({ err: error, part: what }, 'left to the browser to draw');
              },
            },
          );
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          return { outcome, seconds };
        };
        try {
          // A shopper's own page waits for its turn, within a bound. It is theirs alone and never kept, so without a
          // turn there is no earlier page to send: they get the shell's page with their own first answers, which
          // their browser draws at once, rather than a wait behind every other drawing or an error.
          const turn = drawingQueue && !inTurn ? await drawingQueue.visit(draw) : await draw();
          if (turn !== NO_ROOM) {
            drawn = turn.outcome.page ?? undefined;
            remoteDrawn = turn.outcome.remoteDrawn;
            complete = drawn !== undefined && !failed && (drawnRemote === null || remoteDrawn);
            if (drawn) {
              onDrawn?.(
                remoteDrawn && drawnRemote ? { name: drawnRemote.name, version: drawnRemote.version } : null,
                turn.seconds,
              );
            }
          }
        } catch (error) {
          request.log.warn({ err: error }, 'page drawn by the browser');
        }
      }
      let data = '';
      // what the browser still draws itself, and the services of every page, get their first answers with the page
      if (withAnswers && status !== 503) {
        const drawnByBrowser =
          status !== 200 || remoteDrawn ? [] : drawn ? pagePaths : [...SHELL_FIRST_ANSWERS, ...pagePaths];
        try {
          // the services' first: reading the cart may open the shopper's basket, which the customer's answer names
          data = await firstAnswersBlock(shopper, [...SERVICE_FIRST_ANSWERS, ...drawnByBrowser]);
        } catch (error) {
          // the page still works without them: the browser asks the API itself
          request.log.warn({ err: error }, 'first answers unavailable');
          complete = false;
        }
      }
      const passing = shopper.passingSession();
      if (passing && db) await deleteSession(db, passing).catch(() => undefined);
      const answer = page({ nonce, head, remote, preview: pinned, data, drawn });
      return answer && { status: failure ?? status, answer, complete: complete && status === 200 && !failure };
    }

    /**
     * The keys a visit's page is kept under: each cohort of a canary is drawn and kept with the version of its page's
     * remote it loads.
     */
    const keysOf = (visit: FirstVisit, live: LiveRelease) => {
      const drawnWith = pageRemote(live, readPageAddress(visit.url).pathname, visit.cohort);
      const variant = drawnWith ? `${drawnWith.name}@${drawnWith.version}` : '';
      const canary = drawnWith !== null && live.canaries[drawnWith.name] === drawnWith;
      return pageCache!.keysOf(visit, live, viewportOf(visit), variant, canary);
    };

    /**
     * An anonymous visit's first view, drawn with the release served now as a passing new visitor, in the turn it
     * holds of the drawing queue. Kept unless a part was left to the browser, or it is a redirect.
     */
    async function drawFirstView(visit: FirstVisit): Promise<DrawnFirstView> {
      const cache = pageCache!;
      const live = release();
      if (!live?.shell) throw new Error('no shell to draw with');
      const keys = keysOf(visit, live);
      const drawnAt = cache.startDrawing();
      const mark = nonceMark();
      const shopper = shopperApi(app, visit, { anonymous: true, sharedAnswers: cache.answers });
      const composed = await composePage(visit, live, shopper, {
        address: readPageAddress(visit.url),
        nonce: mark,
        viewport: viewportOf(visit),
        withAnswers: true,
        firstView: true,
        cohort: visit.cohort,
        inTurn: true,
      }).finally(shopper.close);
      if (!composed) throw new Error('no shell to draw with');
      const shown = {
        nonceMark: mark,
        drawnAt,
        productIds: productIdsIn(shopper.answers()),
        ...(composed.redirect ? { redirect: composed.redirect } : {}),
      };
      const cached: CachedPage = composed.answer
        ? { status: composed.status, ...composed.answer, ...shown }
        : { status: composed.status, html: '', headers: {}, ...shown };
      if (!composed.complete) throw new PageNotKept(cached);
      return { page: { ...cached, gzip: gzipTemplate(cached.html, mark) }, keys, visit };
    }

    /**
     * The shell's page for a first visit the drawing queue had no room for: nothing drawn and nothing asked, made
     * once per address and release and compressed once, so it costs the instance no more than a kept page. Its status
     * and head are the address's when they are known (kept with the pages), else a 200 with the shell's own; the
     * browser draws the page and asks for its data itself.
     */
    function bareFirstView(visit: FirstVisit, live: LiveRelease): CachedPage | null {
      const address = readPageAddress(visit.url);
      const description = pageCache!.knownDescription<PageDescription>(address.url);
      return pageCache!.bare(keysOf(visit, live), description !== undefined, () => {
        const bare = { nonceMark: nonceMark(), productIds: [], drawnAt: 0 };
        if (description?.status === 301 && description.redirect) {
          return { status: 301, html: '', headers: {}, redirect: description.redirect, ...bare };
        }
        const remote = pageRemote(live, address.pathname, visit.cohort);
        const answer = page({ nonce: bare.nonceMark, head: description?.head, remote, data: '' });
        return (
          answer && {
            status: description?.status ?? 200,
            ...answer,
            ...bare,
            gzip: gzipTemplate(answer.html, bare.nonceMark),
          }
        );
      });
    }

    const views =
      pageCache &&
      firstViews({
        cache: pageCache,
        keysOf: (visit) => {
          const live = release();
          return live?.shell ? keysOf(visit, live) : null;
        },
        // a first view is composed whole in its turn: it asks the API nothing before a slot is free
        draw: (visit, lane) => (drawingQueue ? drawingQueue[lane](() => drawFirstView(visit)) : drawFirstView(visit)),
        bare: (visit) => {
          const live = release();
          return live?.shell ? bareFirstView(visit, live) : null;
        },
        // a page kept before a move is worth no longer a wait than a turn in the queue; a page drawn, its budget
        waitMs: {
          withPage: drawingQueue?.maxWaitMs ?? serverRender?.budgetMs ?? 0,
          withoutPage: serverRender?.budgetMs ?? 0,
        },
      });

    // The pages below are sent, not awaited: awaiting a reply waits for it to finish and leaves 'close' listeners on
    // its response for good, one set per wait. A shopper who left before the answer makes a response that never
    // finishes, and every layer that waited for it (this one, the handler, the failure's page) added to it.
    const sendPlainPage = (reply: FastifyReply, status: number) => {
      const { html, headers } = plainErrorPage(status);
      void reply.code(status).headers(headers).send(html);
    };

    /**
     * An anonymous shopper's first view, from the cache when another shopper was drawn the same page. It comes
     * with cookies of a session of its own (none written until used) unless it has one already.
     */
    async function sendAnonymousPage(
      request: FastifyRequest,
      reply: FastifyReply,
      live: LiveRelease,
      cohort: string | null,
    ) {
      const visit = firstVisitOf(request, cohort, request.log);
      const answered = await views!.answer(visit, keysOf(visit, live), { reload: reloads(request) });
      if (!answered) {
        sendPlainPage(reply, 404);
        return;
      }
      const { page: kept, source } = answered;
      if (kept.redirect) {
        void reply.code(301).header('Cache-Control', 'no-cache').redirect(kept.redirect, 301);
        return;
      }
      const nonce = newNonce();
      const crawler = isCrawler(request);
      if (!crawler && kept.status === 200) onFirstView?.(visit.url);
      // a crawler keeps no session
      if (!crawler && cookieValue(request.headers.cookie, SESSION_COOKIE) === undefined) {
        app.issuePageSession(reply);
      }
      // compressed once when kept, not again for every answer: the nonce is written into the compressed page, so
      // the page as text is not filled in as well (a few hundred kilobytes per answer under a surge)
      const gzip = kept.gzip && acceptsGzip(request.headers['accept-encoding']) ? kept.gzip : null;
      const { html, headers } = withNonce(gzip ? { ...kept, html: '' } : kept, nonce);
      reply.code(kept.status).headers({ ...headers, 'X-Page-Cache': source });
      if (gzip) {
        void reply.headers({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }).send(gzipWithNonce(gzip, nonce));
        return;
      }
      void reply.send(html);
    }

    app.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply, failure?: number) => {
      if (isApiAddress(request.originalUrl)) return false;
      const address = readPageAddress(request.originalUrl);
      // only GET and HEAD read a page: any other method finds none, nor does an address the router could not take
      const found = (request.method === 'GET' || request.method === 'HEAD') && request.url === request.originalUrl;
      const refused = failure ?? (address.unreadable ? 400 : found ? undefined : 404);
      const live = release();
      // Checked per request: a deploy may publish the first shell after start-up.
      if (!live?.shell) {
        // a registry whose shell page no instance could check is an outage, not a store of missing pages
        sendPlainPage(reply, refused ?? (releaseHeld?.() ? 503 : 404));
        return true;
      }
      const link =
        preview && refused === undefined ? previewLinkAnswer(request.url, preview.secret, secureCookies) : null;
      if (link) {
        if (link.cookie) reply.header('set-cookie', link.cookie);
        void reply.code(303).header('Cache-Control', 'no-store').redirect(link.location, 303);
        return true;
      }
      const pin = preview ? previewPinOf(request.headers.cookie, preview.secret) : null;
      const pinned = pin && preview ? await preview.remote(pin.app, pin.version) : null;
      const cohort = cohortOf(request);
      sendCohort(reply, cohort, secureCookies);
      if (
        refused === undefined &&
        !pinned &&
        pageCache?.enabled &&
        serverRender?.enabled &&
        !(await app.hasStoredSession(request))
      ) {
        await sendAnonymousPage(request, reply, live, cohort.id);
        return true;
      }
      const shopper = shopperApi(app, request);
      const nonce = newNonce();
      // A signed-in shopper's page (or a pinned or refused one) is theirs alone and never kept, so when the drawing
      // queue has no room there is no earlier page to send: they get the shell's page with their own first answers,
      // which their browser draws at once, rather than a wait behind every other drawing or an error.
      // a crawler runs no scripts: its page needs no first answers
      const composed = await composePage(request, live, shopper, {
        address,
        ...(refused === undefined ? {} : { failure: refused }),
        nonce,
        viewport: viewportOf(request),
        withAnswers: !isCrawler(request),
        cohort: cohort.id,
        pinned,
      }).finally(shopper.close);
      if (composed?.redirect) {
        void reply.code(301).header('Cache-Control', 'no-cache').redirect(composed.redirect, 301);
        return true;
      }
      if (!composed?.answer) {
        sendPlainPage(reply, refused ?? 404);
        return true;
      }
      if (shopper.setCookies().length > 0) reply.header('set-cookie', shopper.setCookies());
      void reply.code(composed.status).headers(composed.answer.headers).send(composed.answer.html);
      return true;
    });

    app.decorate('warmPages', async () => {
      if (!views || !warming || warming.pages <= 0) return;
      const visited = pageCache!.mostVisited(warming.pages);
      let likely: string[] = [];
      try {
        likely = (await warming.likely()).slice(0, warming.pages);
      } catch (error) {
        app.log.warn({ err: error }, 'the likeliest pages could not be read: only pages asked for are drawn ahead');
      }
      // phones first: most first visits come from one
      const screens = ['phone', 'desktop'] as const;
      const ahead = screens.flatMap((screen) => likely.map((url) => warmingVisit(url, screen, app.log)));
      await views.warm([...visited, ...ahead]);
    });

    // The home page has no file of its own to stand for it (the static handler would answer for the folder).
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      if (!(await app.sendSpaPage(request, reply))) reply.callNotFound();
      return reply;
    });
  },
);
