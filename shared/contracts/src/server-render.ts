import type { Brand } from './brands';
import type { BusState } from './bus-events';
import type { RemoteName } from './registry';
import { BREAKPOINTS } from './app-state';

/**
 * How the page server asks an app (the shell or a remote) for its first view as HTML. Beside its browser build each
 * app publishes a server bundle at this path of its folder (CommonJS, self-contained, its own React), exporting
 * `render(input)`. The browser then hydrates that markup instead of drawing the page again.
 */
export const SERVER_RENDER_FILE = 'server/render.js';

/** A GET of the store's API under /api as the shopper, answered in-process: its status and parsed JSON body. */
export type ServerFetch = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * The screen a page's markup is drawn for until the browser's own media queries take over: the server guesses it
 * from the request, and the page names it on `<html data-viewport>` so the browser's first render matches.
 */
export type Viewport = 'phone' | 'desktop';
export const VIEWPORT_ATTRIBUTE = 'data-viewport';
/** The widths the two viewports stand for. */
export const VIEWPORT_WIDTHS: Readonly<Record<Viewport, number>> = { phone: 390, desktop: BREAKPOINTS.wide };

export interface ServerRenderInput {
  /** the page's path and query, as the browser asked for it */
  url: string;
  brand: Brand;
  fetch: ServerFetch;
  /** this answer's Content-Security-Policy nonce, for the style elements */
  nonce: string;
  viewport: Viewport;
  /** the page's bus state as the shell starts it (region, delivery mode, user) */
  bus: Partial<BusState>;
  /**
   * The drawing holds no shopper's data (an anonymous first view): what it asks the API for may be remembered and
   * asked ahead when the page is drawn again, for anyone.
   */
  learnQueryPlan?: boolean;
}

export interface ServerRenderResult {
  html: string;
  /** elements for the page's head the markup asks for (React's preloads: its first pictures) */
  head: string;
  /** `<style>` elements for the head, carrying the nonce */
  styles: string;
  /** the Redux state the browser starts from, by reducer path (RTK Query's cache of the answers used) */
  state: Record<string, unknown>;
  /** parts that failed to draw on the server and are left to the browser (React's client-rendered boundaries) */
  unfinished?: number;
}

export interface ShellRenderInput extends Omit<ServerRenderInput, 'bus'> {
  /** the page's status: a 404 is the shell's own page, drawn without a remote */
  status: number;
  /** the page's remote the server draws into the shell's frame, at the registry's version */
  remote: { name: RemoteName; version: string } | null;
  /** the request's Cookie header: the shopper's answers to the first visit's questions are kept there */
  cookie: string;
}

export interface ShellRenderResult extends ServerRenderResult {
  /** the bus state the page starts with, for the remote's render */
  bus: Partial<BusState>;
}

export type ServerRender<Input, Result> = (input: Input) => Promise<Result>;
export type RemoteServerRender = ServerRender<ServerRenderInput, ServerRenderResult>;
export type ShellServerRender = ServerRender<ShellRenderInput, ShellRenderResult>;

/** Where the shell's markup leaves room for a remote's: the server puts the remote's markup in its place. */
export const remoteSlot = (name: RemoteName) => `<!--apteka-remote:${name}-->`;

/**
 * The attribute of a remote's element naming the registry version the server drew into it: the browser hydrates
 * that markup only with the same version (a dev server's build, or a release since, draws anew).
 */
export const SERVER_VERSION_ATTRIBUTE = 'data-server-version';

/** The page's element holding the server's Redux states (JSON by reducer path), read once by each store. */
export const SERVER_STATE_ELEMENT_ID = 'apteka-server-state';
