import {
  SERVER_STATE_ELEMENT_ID,
  remoteSlot,
  type Brand,
  type ServerFetch,
  type ServerRenderResult,
  type Viewport,
} from '@apteka/contracts';
import type { DrawnPage } from '../http/shell-page';
import type { ServedRemote, ShellRender } from '../../releases';
import { scriptJson } from '../text/script-json';

export interface PageToDraw {
  url: string;
  status: number;
  brand: Brand;
  nonce: string;
  viewport: Viewport;
  cookie: string;
  fetch: ServerFetch;
  /** the remote that shows the page at the version every browser loads, if any */
  remote: ServedRemote | null;
  /** drawn with no shopper's data (an anonymous first view): what it asks for may be asked ahead for anyone */
  firstView: boolean;
}

export interface DrawOutcome {
  page: DrawnPage | null;
  /** whether the page's remote was drawn too (else the browser draws it) */
  remoteDrawn: boolean;
}

/**
 * Draws a page on the server: the shell's frame, then the page's remote into its slot, with the bus state the
 * shell drew with. Each part that cannot be drawn in time (no server bundle, a failure, the time budget spent) is
 * left to the browser, as it was before the server drew pages: the shell's failure leaves the whole page to it.
 * Each part is drawn by its app's render host, which answers within the time left or not at all.
 */
export async function drawPage(
  shell: ShellRender | null,
  page: PageToDraw,
  { budgetMs, onFailure }: { budgetMs: number; onFailure: (what: string, error: unknown) => void },
): Promise<DrawOutcome> {
  const started = Date.now();
  if (!shell) return { page: null, remoteDrawn: false };
  const { url, brand, nonce, viewport, fetch } = page;
  const input = { url, brand, nonce, viewport, fetch, learnQueryPlan: page.firstView };
  const remote = page.remote?.render ?? null;
  const slot = page.remote && remote ? { name: page.remote.name, version: page.remote.version } : null;
  let frame;
  try {
    frame = await shell({ ...input, status: page.status, cookie: page.cookie, remote: slot }, budgetMs);
  } catch (error) {
    onFailure('shell', error);
    return { page: null, remoteDrawn: false };
  }
  if (frame.unfinished) onFailure('shell', new Error(`${frame.unfinished} part(s) failed on the server`));

  let drawn: ServerRenderResult | null = null;
  if (page.remote && remote) {
    try {
      const left = budgetMs - (Date.now() - started);
      if (left <= 0) throw new Error(`the shell used the whole budget of ${budgetMs} ms`);
      drawn = await remote({ ...input, bus: frame.bus }, left);
    } catch (error) {
      onFailure(page.remote.name, error);
    }
    if (drawn?.unfinished) onFailure(page.remote.name, new Error(`${drawn.unfinished} part(s) failed on the server`));
  }
  const rootHtml = page.remote ? frame.html.replace(remoteSlot(page.remote.name), () => drawn?.html ?? '') : frame.html;
  const state = { ...frame.state, ...(drawn?.state ?? {}) };
  const head =
    frame.head +
    (drawn?.head ?? '') +
    frame.styles +
    (drawn?.styles ?? '') +
    `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;
  return { page: { rootHtml, head, viewport: page.viewport }, remoteDrawn: drawn !== null };
}
