import { escapeMarkup } from '../text/escape-markup';

/** A `<script>` or `<link>` start tag and its attributes, quoted or not, as a minified page writes them. */
const TAG = /<(script|link)\b((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The links whose file the browser loads as code or style, and checks against an integrity it is given. */
const CHECKED_LINKS = new Set(['stylesheet', 'preload', 'modulepreload']);

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The address a tag loads a checkable file from: a script's `src`, a style's or preload's `href`. */
function addressOf(tag: string, attributes: Map<string, string>): string | null {
  if (tag.toLowerCase() === 'script') return attributes.get('src') || null;
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  return rel.some((value) => CHECKED_LINKS.has(value)) ? attributes.get('href') || null : null;
}

/** An address of another site, which the browser checks only when it fetches it in CORS mode. */
const crossSite = (address: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(address);

/** The addresses of the scripts and styles a page names. */
export function subresourceAddresses(html: string): string[] {
  const addresses = new Set<string>();
  for (const match of html.matchAll(TAG)) {
    const address = addressOf(match[1]!, attributesOf(match[2]!));
    if (address) addresses.add(address);
  }
  return [...addresses];
}

/**
 * The page with `integrity` on each script and style tag whose address `integrity` knows (and `crossorigin` where
 * the address is another site's, without which the browser would not check it); every other tag as it was. A tag
 * that names its own integrity or CORS mode keeps it.
 */
export function withIntegrity(html: string, integrity: Readonly<Record<string, string>>): string {
  return html.replace(TAG, (whole, tag: string, text: string, selfClosing: string) => {
    const attributes = attributesOf(text);
    const address = addressOf(tag, attributes);
    const known = address !== null && Object.hasOwn(integrity, address) ? integrity[address] : undefined;
    if (!known || attributes.has('integrity')) return whole;
    const cors = crossSite(address!) && !attributes.has('crossorigin') ? ' crossorigin="anonymous"' : '';
    return `<${tag}${text} integrity="${escapeMarkup(known)}"${cors}${selfClosing ? ' /' : ''}>`;
  });
}
