import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  htmlWithNonce,
  newNonce,
  originsOf,
  type CspSources,
} from './content-security-policy';
import { VIEWPORT_ATTRIBUTE, type RemoteRegistry, type Viewport } from '@apteka/contracts';
import { escapeMarkup } from '../text/escape-markup';
import { firstLoadHints } from './first-load-hints';
import { mobileAppsMeta, type MobileApps } from './mobile-apps';
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

interface RegistryFile {
  allowOverrides?: unknown;
  remotes?: Record<string, { versions?: Record<string, unknown> }>;
}

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

/** A file read again only when it changed: a deploy moves the registry while the server runs. */
function watchedFile<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; size: number; value: T } | null = null;
  return (): T => {
    const { mtimeMs, size } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, value: parse(readFileSync(file, 'utf8')) };
    }
    return cached.value;
  };
}

interface PublishedRegistry {
  sources: Pick<CspSources, 'remoteOrigins' | 'devServers'>;
  /** the registry as the shell reads it, without the deploy history */
  registry: RemoteRegistry | null;
}

function readRegistry(text: string): PublishedRegistry {
  try {
    const registry = JSON.parse(text) as RegistryFile;
    const urls = Object.values(registry.remotes ?? {}).flatMap((entry) =>
      Object.values(entry.versions ?? {}).filter((url): url is string => typeof url === 'string'),
    );
    const forShell = {
      allowOverrides: registry.allowOverrides === true,
      remotes: registry.remotes ?? {},
    } as RemoteRegistry;
    return {
      sources: { remoteOrigins: originsOf(urls), devServers: registry.allowOverrides === true },
      registry: forShell,
    };
  } catch {
    return { sources: { remoteOrigins: [], devServers: false }, registry: null };
  }
}

/** What a page may load from outside the store, and the outside services it names to the shell. */
export type PageOutside = Pick<CspSources, 'imageOrigins' | 'frameOrigins'> & {
  tagContainers?: TagContainers;
  hostedChat?: 'jivo';
  mobileApps?: MobileApps;
};

export interface ShellPageParts {
  /** this answer's nonce (a new one by default): what the server drew carries it already */
  nonce?: string;
  head?: PageHeadHtml;
  pathname?: string;
  /** data blocks for the head (the first answers of what the browser draws itself) */
  data?: string;
  /** what the server drew; without it the browser draws the whole page */
  drawn?: DrawnPage;
}

/**
 * The shell's index.html as each response sends it: with a fresh nonce and the policy that names it. The remotes'
 * origins come from the registry (a CDN URL there is allowed at once), dev servers only while it allows overrides.
 */
export function shellPage(deployDir: string, outside: PageOutside, buildId: () => string = () => 'dev') {
  const tags = outside.tagContainers ?? {};
  const tagsMeta = tagContainersMeta(tags) + mobileAppsMeta(outside.mobileApps ?? {});
  const tagOrigins = mergeOrigins(tagContainerOrigins(tags), hostedChatOrigins(outside.hostedChat ?? 'builtin'));
  const indexHtml = watchedFile(path.join(deployDir, 'index.html'), (text) => text);
  const registryFile = path.join(deployDir, 'registry.json');
  const registry = watchedFile(registryFile, readRegistry);
  const hints = firstLoadHints(deployDir);
  const publishedRegistry = (): PublishedRegistry => {
    try {
      return registry();
    } catch {
      // no registry published yet: the shell shows its fallbacks, from its own origin only
      return { sources: { remoteOrigins: [], devServers: false }, registry: null };
    }
  };
  const answer = ({ nonce = newNonce(), head, pathname = '/', data = '', drawn }: ShellPageParts): ShellPageAnswer => {
    const published = publishedRegistry();
    const fromRegistry = published.sources;
    const extraHead = tagsMeta + hints(published.registry, pathname) + (drawn?.head ?? '') + data;
    const html = withDrawnBody(htmlWithNonce(indexHtml(), nonce), drawn);
    return {
      html: withBuildId(withHead(html, head?.(nonce)), buildId(), extraHead),
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // every answer has its own nonce, and may carry the shopper's own first answers: never for a shared cache
        'Cache-Control': 'private, no-cache',
        'Content-Security-Policy': contentSecurityPolicy(nonce, {
          imageOrigins: outside.imageOrigins,
          frameOrigins: outside.frameOrigins,
          ...fromRegistry,
          tags: tagOrigins,
        }),
        'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
      },
    };
  };
  return { answer, registry: () => publishedRegistry().registry };
}
