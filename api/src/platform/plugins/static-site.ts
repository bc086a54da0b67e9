import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '@apteka/contracts';
import { shellPage, type DrawnPage, type PageHeadHtml, type PageOutside } from '../http/shell-page';
import { newNonce } from '../http/content-security-policy';
import { pageRemote } from '../http/first-load-hints';
import { viewportOf } from '../http/viewport';
import { appRenderers } from '../server-render/app-renderers';
import { drawPage } from '../server-render/draw-page';
import {
  firstAnswersBlock,
  isCrawler,
  SERVICE_FIRST_ANSWERS,
  SHELL_FIRST_ANSWERS,
  shopperApi,
} from '../server-render/shopper-api';
import { deleteSession } from '../session/sessions-repository';
import type { Db } from '../database/types';
import { globalPlugin } from './global-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files that name the current release: always revalidated, or a deploy would not be seen. */
const NOT_SERVED = new Set(['/index.html', '/registry-history.jsonl', '/registry.lock']);
const RELEASE_POINTERS = new Set(['index.html', 'registry.json', 'build-id.txt']);
/** webpack-style content hashes: main.3f9a1c2b.js, 123.0c4a9e7d51b2.css */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a file of the deploy folder, by its path relative to it (forward slashes). */
export function cacheControlFor(relativePath: string): string {
  const plain = relativePath.replace(/\.(br|gz)$/, '');
  const name = path.posix.basename(plain);
  if (RELEASE_POINTERS.has(name) && !plain.startsWith('remotes/')) return REVALIDATE;
  if (plain.startsWith('remotes/') || CONTENT_HASH.test(name)) return IMMUTABLE;
  return REVALIDATE;
}

/** Client-side routes: an HTML navigation to a path without a file extension, outside /api. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  if (lastSegment.includes('.')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Drawing pages on the server: on unless turned off, within a time budget per page. */
export interface ServerRenderOptions {
  enabled: boolean;
  /** how long a page may take to draw before the browser is left to draw it (or its remote) */
  budgetMs: number;
}

interface StaticSiteOptions extends Record<string, unknown> {
  deployDir: string;
  brand: Brand;
  /** ends the sessions a crawler's page opened */
  db?: Pick<Db, 'query'>;
  serverRender?: ServerRenderOptions;
  /** outside origins a page may show pictures and players from (map tiles, adverts, video), and the tag containers */
  outside: PageOutside;
  /** the status and head of a page address; without it every route is a 200 with the index's own head */
  describePage?: PageDescriber;
  /** the release being served, named in every page */
  buildId?: () => string;
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the shell's page for a client-side route, with its status and head; false when there is none to send. */
    sendSpaPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/**
 * The deploy folder is our local CDN: the shell (index.html + hashed assets), registry.json and
 * remotes/<name>/<version>/. Builds ship .br and .gz beside each file; those are served when accepted.
 */
export const staticSitePlugin = globalPlugin<StaticSiteOptions>(
  'static-site',
  async (app, { deployDir, brand, db, outside, describePage, buildId, serverRender }) => {
    await app.register(fastifyStatic, {
      root: deployDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // The shell's page is never sent as a file: each answer carries its own CSP nonce. The registry's history
      // names the people who deploy, and its lock is a deploy's own business: neither is public.
      index: false,
      allowedPath: (pathname) => !NOT_SERVED.has(pathname),
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(deployDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', cacheControlFor(relative));
        // Remotes may be loaded by a shell on another origin.
        if (relative.startsWith('remotes/')) reply.header('Access-Control-Allow-Origin', '*');
      },
    });

    const indexFile = path.join(deployDir, 'index.html');
    const page = shellPage(deployDir, outside, buildId);
    const renderers = appRenderers(deployDir, (file, error) =>
      app.log.error(
        { err: error, file },
        'a server render bundle could not be loaded; its pages are drawn by browsers',
      ),
    );

    app.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply) => {
      // Checked per request: a deploy may add the shell after start-up.
      if (!isSpaNavigation(request) || !existsSync(indexFile)) return false;
      let status = 200;
      let head: PageHeadHtml | undefined;
      let pagePaths: string[] = [];
      let redirect: string | undefined;
      if (describePage) {
        try {
          ({ status, head, firstAnswers: pagePaths = [], redirect } = await describePage(request.url));
        } catch (error) {
          // The page cannot be described (the database is away): the shell comes up and shows the outage itself.
          request.log.warn({ err: error }, 'page head unavailable');
          status = 503;
        }
      }
      if (status === 301 && redirect) {
        await reply.code(301).header('Cache-Control', 'no-cache').redirect(redirect, 301);
        return true;
      }
      const pathname = new URL(request.url, 'http://store.invalid').pathname;
      const shopper = shopperApi(app, request);
      const nonce = newNonce();
      let drawn: DrawnPage | undefined;
      let remoteDrawn = false;
      if (serverRender?.enabled && status !== 503) {
        try {
          const outcome = await drawPage(
            renderers,
            {
              url: request.url,
              status,
              brand,
              nonce,
              viewport: viewportOf(request),
              cookie: shopper.cookie(),
              fetch: shopper.fetch,
              remote: status === 404 ? null : pageRemote(page.registry(), pathname),
            },
            {
              budgetMs: serverRender.budgetMs,
              onFailure: (what, error) => request.log.warn({ err: error, part: what }, 'left to the browser to draw'),
            },
          );
          drawn = outcome.page ?? undefined;
          remoteDrawn = outcome.remoteDrawn;
        } catch (error) {
          request.log.warn({ err: error }, 'page drawn by the browser');
        }
      }
      let data = '';
      // what the browser still draws itself, and the services of every page, get their first answers with the page
      // (a crawler runs no scripts)
      if (!isCrawler(request) && status !== 503) {
        const drawnByBrowser =
          status !== 200 || remoteDrawn ? [] : drawn ? pagePaths : [...SHELL_FIRST_ANSWERS, ...pagePaths];
        try {
          // the services' first: reading the cart may open the shopper's basket, which the customer's answer names
          data = await firstAnswersBlock(shopper, [...SERVICE_FIRST_ANSWERS, ...drawnByBrowser]);
        } catch (error) {
          // the page still works without them: the browser asks the API itself
          request.log.warn({ err: error }, 'first answers unavailable');
        }
      }
      const passing = shopper.passingSession();
      if (passing && db) await deleteSession(db, passing).catch(() => undefined);
      if (shopper.setCookies().length > 0) reply.header('set-cookie', shopper.setCookies());
      const { html, headers } = page.answer({ nonce, head, pathname, data, drawn });
      await reply.code(status).headers(headers).send(html);
      return true;
    });

    // The home page has no file of its own to stand for it (the static handler would answer for the folder).
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      if (!(await app.sendSpaPage(request, reply))) reply.callNotFound();
      return reply;
    });
  },
);
