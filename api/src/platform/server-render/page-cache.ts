import { ReadCache } from '../cache/read-cache';
import { newNonce } from '../http/content-security-policy';
import type { LiveRelease } from '../../releases';
import type { Viewport } from '@apteka/contracts';
import type { GzipTemplate } from '../http/gzip-with-nonce';
import type { FirstVisit } from './first-visit';
import { SharedAnswers } from './shared-answers';

/** The shell's own first-visit answers (consent, dismissed questions) live in cookies named so; they change the page. */
const ANSWER_COOKIE = /^apteka_[A-Za-z0-9_-]*$/;

/** How many pages an instance keeps: a few hundred kilobytes each, the store's most visited addresses per screen. */
export const PAGE_CACHE_PAGES = 1000;

/**
 * How long an API answer is shared between first views' drawings: long enough for both screens of an address and the
 * shell of every page to be drawn from one request through a surge of cold pages, short beside a page's freshness.
 */
const SHARED_ANSWER_MS = 30_000;

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

/** Where a kept page stands: the address as every anonymous shopper sees it, and what it is drawn with. */
export interface PageKeys {
  /**
   * the cache's generation, the guessed screen, the first-visit answers, the address and the side of a canary the
   * page is drawn for: a cohort is never sent the page drawn for the other side, even while it is drawn again
   */
  address: string;
  /** the release, and the versions of the page where browsers differ (a canary's cohorts) */
  drawnWith: string;
}

export interface PageCacheOptions {
  /** fresh for this long, then served while one redraw replaces it for as long again (PAGE_CACHE_SECONDS) */
  ttlMs: number;
  maxPages: number;
  now?: () => number;
}

/** A page as kept: how to draw it again, how long it is fresh, and how often it was asked for. */
interface Kept {
  page: CachedPage;
  keys: PageKeys;
  visit: FirstVisit;
  freshUntil: number;
  hits: number;
}

/** What the cache has for a visit: a fresh page, or one to send while it is drawn again. */
export interface FoundPage {
  page: CachedPage;
  fresh: boolean;
  /** drawn with other versions than the visit's (a move since) */
  moved: boolean;
}

/** A drawing of a first view: the page, and the keys and visit it was drawn for. */
export interface DrawnFirstView {
  page: CachedPage;
  keys: PageKeys;
  visit: FirstVisit;
}

const fullKey = (keys: PageKeys) => `${keys.address}#${keys.drawnWith}`;
const releaseOf = (keys: PageKeys) => keys.drawnWith.slice(0, keys.drawnWith.indexOf('|'));

/**
 * The first view of an anonymous shopper (no session of their own yet), kept per instance: the same for everyone
 * who asks for the same address with the same release, guessed screen and first-visit answers. Dropped at once
 * when the store's goods, prices, stock or content change (`clear`, `productsChanged`). A registry move does not
 * drop it: a page drawn with the versions before the move, or one past its freshness, is still sent (`fresh: false`)
 * while it is drawn again in the background.
 */
export class PageCache {
  private readonly kept = new Map<string, Kept>();
  /** the full key of the page last kept for each address, whatever it was drawn with */
  private readonly latest = new Map<string, string>();
  /** first views being drawn for a shopper waiting, by full key: everyone asking at the time shares the drawing */
  private readonly drawing = new Map<string, Promise<CachedPage>>();
  /** addresses being drawn again in the background, each until its redraw has ended */
  private readonly redrawing = new Map<string, Promise<void>>();
  /** the shell's bare pages (nothing drawn or asked for), by full key and what was known of the address */
  private readonly bares = new Map<string, CachedPage>();
  /** what each address is (its status, head and first answers): the same for every shopper, signed in or not */
  private readonly descriptions: ReadCache<unknown>;
  /** the API answers first views are drawn with, shared between drawings; they go with the descriptions */
  readonly answers: SharedAnswers;
  /** moves on whenever descriptions are dropped: one read before is kept under a key nobody reads */
  private describedGeneration = 0;
  /** moves on with every clear: a page drawn from what was there before is kept under a key nobody reads */
  private generation = 0;
  /** the cache's own clock: it moves on when a drawing begins and when products change */
  private clock = 0;
  /** when each product's price or availability last changed, by the cache's clock */
  private readonly productChanges = new Map<number, number>();
  private readonly now: () => number;
  private counts = { hits: 0, misses: 0, stale: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.descriptions = new ReadCache(options.ttlMs, options.maxPages * 2);
    this.answers = new SharedAnswers(Math.min(options.ttlMs, SHARED_ANSWER_MS), options.maxPages * 10, this.now);
  }

  /** What an address is, described by `describe` when not kept: for every page drawn, a returning shopper's too. */
  described<T>(url: string, describe: () => Promise<T>): Promise<T> {
    return this.descriptions.get(`${this.describedGeneration}|${url}`, describe) as Promise<T>;
  }

  /** What an address is when it is kept (described for an earlier page), without describing it. */
  knownDescription<T>(url: string): T | undefined {
    return this.descriptions.peek(`${this.describedGeneration}|${url}`) as T | undefined;
  }

  /** Where a drawing begins on the cache's clock: a product changing after it makes the page stale. */
  startDrawing(): number {
    return ++this.clock;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** answers from the cache (hits, `stale` of them sent while drawn again), drawn (misses), pages kept now (size) */
  get stats() {
    return { ...this.counts, size: this.kept.size };
  }

  /**
   * `variant`: the versions the page is drawn with where they differ between browsers (a canary's cohorts), and
   * whether they are the canary's
   */
  keysOf(visit: FirstVisit, live: LiveRelease, viewport: Viewport, variant = '', canary = false): PageKeys {
    const side = canary ? 'canary' : 'current';
    return {
      address: [this.generation, viewport, answerCookies(visit.headers.cookie), side, visit.url].join('|'),
      drawnWith: `${releaseKey(live)}|${variant}`,
    };
  }

  /**
   * The page kept for these keys, fresh or not; else, while nothing changed what it shows, the page last kept for
   * the address with other versions (a move since). Null when there is none to send.
   */
  find(keys: PageKeys): FoundPage | null {
    const own = this.usable(fullKey(keys));
    if (own) {
      own.hits++;
      return { page: own.page, fresh: this.now() < own.freshUntil, moved: false };
    }
    const latest = this.latest.get(keys.address);
    const other = latest ? this.usable(latest) : null;
    if (!other) return null;
    other.hits++;
    return { page: other.page, fresh: false, moved: true };
  }

  /**
   * The page `draw` draws for a shopper waiting, once for every shopper asking at the time; kept unless the
   * drawing says not to (`PageNotKept`).
   */
  async draw(keys: PageKeys, draw: () => Promise<DrawnFirstView>): Promise<CachedPage> {
    const key = fullKey(keys);
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.drawAndKeep(draw).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  /**
   * Draws the address again in the background (`draw` waits for its turn), unless it is being drawn already; a
   * failed redraw leaves the page kept as it was. Settles once the address's redraw has ended, this one or the one
   * already under way (a warming that waits for its pages must not end before a drawing begun earlier has); at
   * once when none was begun.
   */
  redraw(keys: PageKeys, draw: () => Promise<DrawnFirstView>): Promise<void> {
    const underWay = this.redrawing.get(keys.address);
    if (underWay) return underWay;
    if (!this.enabled || this.redrawing.size >= this.options.maxPages) return Promise.resolve();
    const redrawn = this.drawAndKeep(draw)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => this.redrawing.delete(keys.address));
    this.redrawing.set(keys.address, redrawn);
    return redrawn;
  }

  /**
   * The shell's bare page of these keys, made once for everyone while the release and what is known of the address
   * (`described`: its status and head) stay the same: under a surge it costs no more than a kept page.
   */
  bare(keys: PageKeys, described: boolean, make: () => CachedPage | null): CachedPage | null {
    const key = `${fullKey(keys)}|${this.describedGeneration}|${described}`;
    const known = this.bares.get(key);
    if (known) return known;
    const page = make();
    if (!page || !this.enabled) return page;
    this.bares.set(key, page);
    if (this.bares.size > this.options.maxPages) this.bares.delete(this.bares.keys().next().value!);
    return page;
  }

  /** The visits of the most asked-for kept pages, most first: one per address. */
  mostVisited(limit: number): FirstVisit[] {
    const byAddress = new Map<string, Kept>();
    for (const kept of this.kept.values()) {
      const known = byAddress.get(kept.keys.address);
      if (!known || kept.hits > known.hits) byAddress.set(kept.keys.address, kept);
    }
    return [...byAddress.values()]
      .sort((a, b) => b.hits - a.hits)
      .slice(0, limit)
      .map((kept) => kept.visit);
  }

  /** Whether a fresh page is kept for these keys (no need to draw it ahead). */
  isFresh(keys: PageKeys): boolean {
    const own = this.usable(fullKey(keys));
    return own !== null && this.now() < own.freshUntil;
  }

  clear(): void {
    this.generation++;
    this.kept.clear();
    this.latest.clear();
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

  /** How a first view was sent: a kept page (fresh or `stale`), or one drawn for it. */
  record(sent: 'kept' | 'stale' | 'drawn'): void {
    if (sent === 'drawn') this.counts.misses++;
    else this.counts.hits++;
    if (sent === 'stale') this.counts.stale++;
  }

  private async drawAndKeep(draw: () => Promise<DrawnFirstView>): Promise<CachedPage> {
    try {
      const drawn = await draw();
      this.keep(drawn);
      return drawn.page;
    } catch (error) {
      if (error instanceof PageNotKept) return error.page;
      throw error;
    }
  }

  private keep({ page, keys, visit }: DrawnFirstView): void {
    if (!this.enabled) return;
    const key = fullKey(keys);
    const before = this.latest.get(keys.address);
    const replaced = before ? this.kept.get(before) : undefined;
    // a page of the same address drawn with versions no longer served is never asked for by its own keys again
    if (before && before !== key && replaced && releaseOf(replaced.keys) !== releaseOf(keys)) {
      this.kept.delete(before);
    }
    this.kept.delete(key);
    const freshUntil = this.now() + this.options.ttlMs;
    this.kept.set(key, { page, keys, visit, freshUntil, hits: replaced?.hits ?? 0 });
    this.latest.set(keys.address, key);
    while (this.kept.size > this.options.maxPages) {
      const [oldest, gone] = this.kept.entries().next().value as [string, Kept];
      this.kept.delete(oldest);
      if (this.latest.get(gone.keys.address) === oldest) this.latest.delete(gone.keys.address);
    }
  }

  /** The page kept under this key, while it may still be sent: in time, and showing no product changed since. */
  private usable(key: string): Kept | null {
    const kept = this.kept.get(key);
    if (!kept) return null;
    const expired = this.now() >= kept.freshUntil + this.options.ttlMs;
    if (expired || this.showsChangedProducts(kept.page)) return null;
    return kept;
  }

  private dropDescriptions(): void {
    this.describedGeneration++;
    this.descriptions.clear();
    this.answers.clear();
    this.bares.clear();
  }

  private showsChangedProducts(page: CachedPage): boolean {
    if (this.productChanges.size === 0) return false;
    return page.productIds.some((id) => (this.productChanges.get(id) ?? 0) > page.drawnAt);
  }
}

/** A stand-in for the nonce, of a nonce's own form, so drawing treats it as one. */
export const nonceMark = (): string => newNonce();
