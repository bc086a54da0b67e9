import type { FastifyRequest } from 'fastify';
import { ReadCache } from '../cache/read-cache';
import { newNonce } from '../http/content-security-policy';
import type { LiveRelease } from '../../releases';
import type { Viewport } from '@apteka/contracts';
import type { GzipTemplate } from '../http/gzip-with-nonce';

/** The shell's own first-visit answers (consent, dismissed questions) live in cookies named so; they change the page. */
const ANSWER_COOKIE = /^apteka_[A-Za-z0-9_-]*$/;

/** How many pages an instance keeps: a few hundred kilobytes each, the store's most visited addresses per screen. */
export const PAGE_CACHE_PAGES = 1000;

/** A page kept for every anonymous shopper: its nonce is a stand-in each sending replaces with the answer's own. */
export interface CachedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
  nonceMark: string;
  /** the products the page shows (their price or availability changing makes it stale) */
  productIds: number[];
  /** the cache's clock when its drawing began */
  drawnAt: number;
  /** where a moved page is now (a 301, never kept) */
  redirect?: string;
  /** the page compressed once for every answer that takes gzip (a kept page) */
  gzip?: GzipTemplate;
}

/** A page that was drawn but must not be kept (a part was left to the browser, a redirect): sent once, as it is. */
export class PageNotKept extends Error {
  constructor(readonly page: CachedPage) {
    super('page not kept');
  }
}

/** The first-visit answers among a Cookie header's cookies, in a stable order: all of a request's cookies a page shows. */
export function answerCookies(cookieHeader: string | undefined): string {
  return (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => ANSWER_COOKIE.test(pair.slice(0, pair.indexOf('='))))
    .sort()
    .join('; ');
}

/** The cookie header's value of one cookie, as the browser sent it. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return undefined;
}

/** The page with this answer's nonce in place of the stand-in, in its markup and in its policy. */
export function withNonce(page: CachedPage, nonce: string): { html: string; headers: Record<string, string> } {
  const fill = (text: string) => text.split(page.nonceMark).join(nonce);
  return {
    html: fill(page.html),
    headers: Object.fromEntries(Object.entries(page.headers).map(([name, value]) => [name, fill(value)])),
  };
}

/**
 * The products among a page's API answers: every object naming a product (an id with its address key, or a basket
 * line's product id).
 */
export function productIdsIn(answers: unknown): number[] {
  const found = new Set<number>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && typeof record.slug === 'string') found.add(record.id);
    if (typeof record.productId === 'number') found.add(record.productId);
    for (const child of Object.values(record)) walk(child);
  };
  walk(answers);
  return [...found];
}

const releaseKey = (live: LiveRelease) =>
  `${live.since.getTime()}:${Object.entries(live.revisions)
    .map(([app, revision]) => `${app}=${revision}`)
    .join(',')}`;

export interface PageCacheOptions {
  /** fresh for this long, then served while one redraw replaces it for as long again (CATALOG_CACHE_SECONDS) */
  ttlMs: number;
  maxPages: number;
}

/**
 * The first view of an anonymous shopper (no session of their own yet), kept per instance: the same for everyone
 * who asks for the same address with the same release, guessed screen and first-visit answers. Dropped at once
 * when the release moves and when the store's goods, prices, stock or content change (`clear`).
 */
export class PageCache {
  private readonly pages: ReadCache<CachedPage>;
  /** what each address is (its status, head and first answers): the same for every shopper, signed in or not */
  private readonly descriptions: ReadCache<unknown>;
  /** moves on whenever descriptions are dropped: one read before is kept under a key nobody reads */
  private describedGeneration = 0;
  /** moves on with every clear: a page drawn from what was there before is kept under a key nobody reads */
  private generation = 0;
  /** the cache's own clock: it moves on when a drawing begins and when products change */
  private clock = 0;
  /** when each product's price or availability last changed, by the cache's clock */
  private readonly productChanges = new Map<number, number>();

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new ReadCache(options.ttlMs, options.maxPages);
    this.descriptions = new ReadCache(options.ttlMs, options.maxPages * 2);
  }

  /** What an address is, described by `describe` when not kept: for every page drawn, a returning shopper's too. */
  described<T>(url: string, describe: () => Promise<T>): Promise<T> {
    return this.descriptions.get(`${this.describedGeneration}|${url}`, describe) as Promise<T>;
  }

  /** Where a drawing begins on the cache's clock: a product changing after it makes the page stale. */
  startDrawing(): number {
    return ++this.clock;
  }

  get enabled(): boolean {
    return this.pages.enabled;
  }

  get stats() {
    return this.pages.stats;
  }

  /** `variant`: the versions the page is drawn with where they differ between browsers (a canary's cohorts) */
  keyOf(request: FastifyRequest, live: LiveRelease, viewport: Viewport, variant = ''): string {
    return [
      this.generation,
      releaseKey(live),
      viewport,
      variant,
      answerCookies(request.headers.cookie),
      request.url,
    ].join('|');
  }

  /** The page under this key, drawn by `draw` when there is none (once for every shopper asking at the time). */
  async page(key: string, draw: () => Promise<CachedPage>): Promise<CachedPage> {
    try {
      const kept = await this.pages.get(key, draw);
      if (!this.showsChangedProducts(kept)) return kept;
      this.pages.delete(key);
      return await this.pages.get(key, draw);
    } catch (error) {
      if (error instanceof PageNotKept) return error.page;
      throw error;
    }
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
    this.dropDescriptions();
    this.productChanges.clear();
  }

  /** Pages showing these products are drawn anew when next asked for. */
  productsChanged(ids: number[]): void {
    // a product's description holds its price and availability; which addresses show which products is not known
    this.dropDescriptions();
    const now = ++this.clock;
    for (const id of ids) this.productChanges.set(id, now);
    // a page kept longer than it may be is dropped anyway: what changed before every kept page was drawn is moot
    if (this.productChanges.size > this.options.maxPages * 50) this.clear();
  }

  private dropDescriptions(): void {
    this.describedGeneration++;
    this.descriptions.clear();
  }

  private showsChangedProducts(page: CachedPage): boolean {
    if (this.productChanges.size === 0) return false;
    return page.productIds.some((id) => (this.productChanges.get(id) ?? 0) > page.drawnAt);
  }
}

/** A stand-in for the nonce, of a nonce's own form, so drawing treats it as one. */
export const nonceMark = (): string => newNonce();
