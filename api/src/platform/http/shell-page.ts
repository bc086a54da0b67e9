import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  htmlWithNonce,
  newNonce,
  originsOf,
  type CspSources,
} from './content-security-policy';
import { HEALTH_SAMPLE_RATE_META, SPEED_SAMPLE_RATE_META, VIEWPORT_ATTRIBUTE, type Viewport } from '@apteka/contracts';
import type { LiveRelease, ServedRemote } from '../../releases';
import { escapeMarkup } from '../text/escape-markup';
import { firstLoadHints } from './first-load-hints';
import { mobileAppsMeta, type MobileApps } from './mobile-apps';
import { withIntegrity } from './subresource-integrity';
import {
  hostedChatOrigins,
  mergeOrigins,
  tagContainerOrigins,
  tagContainersMeta,
  type TagContainers,
} from './tag-containers';

export interface ShellPageAnswer {
  html: string;
  headers: Record<string, string>;
}

/** The head of one page (title, meta tags, JSON-LD) for this answer's nonce; replaces the index's own title. */
export type PageHeadHtml = (nonce: string) => string;

function withHead(html: string, head: string | undefined): string {
  if (head === undefined) return html;
  return /<title>[^<]*<\/title>/i.test(html)
    ? html.replace(/<title>[^<]*<\/title>/i, () => head)
    : html.replace(/<\/head>/i, () => `${head}</head>`);
}

/** What the server drew of a page: the shell's root with the page's remote in it, and what its head needs. */
export interface DrawnPage {
  /** the markup inside #root */
  rootHtml: string;
  /** style elements (carrying the nonce), preloads and the stores' states for the head */
  head: string;
  viewport: Viewport;
}

/** The page's #root with the server's markup, marked so the shell hydrates it, and the viewport it was drawn for. */
function withDrawnBody(html: string, drawn: DrawnPage | undefined): string {
  if (!drawn) return html;
  return html
    .replace(
      /<html([^>]*)>/i,
      (_tag, attributes: string) => `<html${attributes} ${VIEWPORT_ATTRIBUTE}="${drawn.viewport}">`,
    )
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-server-rendered="">${drawn.rootHtml}</div>`);
}

/** The release the page belongs to: the shell compares it with /api/build-id to tell a newer release. */
const withBuildId = (html: string, id: string, extra: string) =>
  html.replace(/<\/head>/i, () => `<meta name="build-id" content="${escapeMarkup(id)}" />${extra}</head>`);

/** What a page may load from outside the store, and the outside services it names to the shell. */
export type PageOutside = Pick<CspSources, 'imageOrigins' | 'frameOrigins'> & {
  /** where browsers load published files from, when not from this site (a CDN) */
  assetOrigins?: string[];
  /** the share of visits that report their speed */
  speedSampleRate?: number;
  /** the share of sessions that report their remotes' errors, page views and adds per version */
  healthSampleRate?: number;
  tagContainers?: TagContainers;
  hostedChat?: 'jivo';
  mobileApps?: MobileApps;
};

export interface ShellPageParts {
  /** this answer's nonce (a new one by default): what the server drew carries it already */
  nonce?: string;
  head?: PageHeadHtml;
  /** the page's remote at the version this browser loads, whose files the page preloads */
  remote?: ServedRemote | null;
  /**
   * the version a preview link pins this browser to: the page names it, and sends no figure of the visit (no tag
   * container, no speed or health sample), so a preview counts in no analytics and in no canary's figures
   */
  preview?: ServedRemote | null;
  /** data blocks for the head (the first answers of what the browser draws itself) */
  data?: string;
  /** what the server drew; without it the browser draws the whole page */
  drawn?: DrawnPage;
}

/**
 * The shell's index.html as each response sends it: with a fresh nonce and the policy that names it, and the
 * integrity the registry recorded on the scripts and styles it names. The remotes' origins come from the registry (a
 * CDN URL there is allowed at once), dev servers only while it allows overrides. Null while no shell is published.
 */
export function shellPage(release: () => LiveRelease | null, outside: PageOutside, buildId: () => string) {
  const tags = outside.tagContainers ?? {};
  const appsMeta = mobileAppsMeta(outside.mobileApps ?? {});
  const tagsMeta =
    tagContainersMeta(tags) +
    appsMeta +
    (outside.speedSampleRate === undefined
      ? ''
      : `<meta name="${SPEED_SAMPLE_RATE_META}" content="${outside.speedSampleRate}" />`) +
    (outside.healthSampleRate === undefined
      ? ''
      : `<meta name="${HEALTH_SAMPLE_RATE_META}" content="${outside.healthSampleRate}" />`);
  const tagOrigins = mergeOrigins(tagContainerOrigins(tags), hostedChatOrigins(outside.hostedChat ?? 'builtin'));
  const previewMeta =
    appsMeta +
    `<meta name="${SPEED_SAMPLE_RATE_META}" content="0" /><meta name="${HEALTH_SAMPLE_RATE_META}" content="0" />`;
  return ({
    nonce = newNonce(),
    head,
    remote = null,
    preview = null,
    data = '',
    drawn,
  }: ShellPageParts): ShellPageAnswer | null => {
    const live = release();
    if (!live?.shell) return null;
    const urls = Object.values(live.registry.remotes).flatMap((entry) => Object.values(entry.versions));
    const extraHead =
      (preview ? previewMeta : tagsMeta) + firstLoadHints(live, remote, preview) + (drawn?.head ?? '') + data;
    const html = withDrawnBody(htmlWithNonce(withIntegrity(live.shell.page, live.shell.integrity), nonce), drawn);
    return {
      html: withBuildId(withHead(html, head?.(nonce)), buildId(), extraHead),
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // every answer has its own nonce, and may carry the shopper's own first answers: never for a shared cache
        'Cache-Control': 'private, no-cache',
        'Content-Security-Policy': contentSecurityPolicy(nonce, {
          imageOrigins: outside.imageOrigins,
          frameOrigins: outside.frameOrigins,
          remoteOrigins: [...new Set([...originsOf(urls), ...(outside.assetOrigins ?? [])])],
          devServers: live.registry.allowOverrides,
          tags: tagOrigins,
        }),
        'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
      },
    };
  };
}
