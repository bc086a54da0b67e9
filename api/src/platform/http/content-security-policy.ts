import { randomBytes } from 'node:crypto';
import type { TagOrigins } from './tag-containers';

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API group the policy names in `report-to`; `Reporting-Endpoints` maps it to CSP_REPORT_PATH. */
export const CSP_REPORT_GROUP = 'csp';

export interface CspSources {
  /** origins other than the store's own that serve remotes' files (a CDN named in the registry) */
  remoteOrigins: string[];
  /** origins of pictures from outside services (map tiles, adverts) */
  imageOrigins: string[];
  /** embedded players a page may show */
  frameOrigins: string[];
  /** local development: a remote may come from its dev server on this machine, hot reload included */
  devServers: boolean;
  /** the configured tag containers' own origins (loaded only after consent, but allowed by the policy) */
  tags?: TagOrigins;
}

const DEV_SERVERS = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The origin of an absolute http(s) URL or URL template; a Leaflet subdomain placeholder `{s}` becomes a
 * wildcard host. Relative or malformed URLs have none (they are the store's own).
 */
export function originOf(url: string | undefined): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url ?? '');
  if (!match) return null;
  const host = match[2]!.toLowerCase().replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host}`;
}

export function originsOf(urls: Iterable<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The policy of an HTML page: code only from the store and its remotes' CDN, nothing evaluated from strings,
 * inline styles only with this response's nonce (Emotion's tags carry it), no plugins, no <base>, no framing.
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources): string {
  const own = ["'self'", ...sources.remoteOrigins, ...(sources.devServers ? DEV_SERVERS : [])];
  const tags = sources.tags ?? { script: [], connect: [], image: [], frame: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...own, ...tags.script],
    'style-src': [...own, `'nonce-${nonce}'`],
    'img-src': [...own, 'data:', 'blob:', ...sources.imageOrigins, ...tags.image],
    'font-src': [...own, 'data:'],
    'connect-src': [...own, ...(sources.devServers ? DEV_SOCKETS : []), ...tags.connect],
    'frame-src': [...sources.frameOrigins, ...tags.frame].length
      ? [...sources.frameOrigins, ...tags.frame]
      : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * The shell's page with this response's nonce: on its inline `<style>` and `<script>` tags, and on a
 * `<meta property="csp-nonce">` from which the browser code reads it for the tags it adds.
 */
export function htmlWithNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<(style|script)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  return /<head>/i.test(tagged) ? tagged.replace(/<head>/i, `<head>${meta}`) : `${meta}${tagged}`;
}
