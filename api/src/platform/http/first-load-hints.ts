import { ownerOf } from '@apteka/contracts';
import type { LiveRelease, ServedRemote } from '../../releases';
import { escapeMarkup } from '../text/escape-markup';
import { scriptJson } from '../text/script-json';

/**
 * The page's remote as every browser loads it; none while a canary runs, since which version a browser loads then
 * depends on its cohort, kept in the browser.
 */
export function pageRemote(release: LiveRelease | null, pathname: string): ServedRemote | null {
  const owner = ownerOf(pathname);
  const entry = owner ? release?.registry.remotes[owner] : undefined;
  if (!owner || !entry || (entry.canary && entry.canary.percent > 0)) return null;
  return release?.remotes[owner] ?? null;
}

/**
 * The hints that shorten a page's first load: the registry inlined (the shell reads it instead of asking for it),
 * and the owning remote's manifest, entry and first chunks preloaded, so the browser fetches them while the shell's
 * own scripts are still arriving instead of one after another. Nothing is preloaded for a remote in a canary
 * (preloading either version could make a browser download both).
 */
export function firstLoadHints(release: LiveRelease | null, pathname: string): string {
  if (!release) return '';
  const inline = `<script type="application/json" id="apteka-registry">${scriptJson(release.registry)}</script>`;
  const remote = pageRemote(release, pathname);
  if (!remote) return inline;
  // A file the registry recorded carries its integrity and is fetched in CORS mode, as the shell's federation
  // runtime then asks for it (its integrity plugin): the preload is that very request, and checked.
  const attributes = (url: string, cors: boolean) => {
    const known = Object.hasOwn(remote.integrity, url) ? remote.integrity[url] : undefined;
    const integrity = known ? ` integrity="${escapeMarkup(known)}"` : '';
    return `${cors || known ? ' crossorigin="anonymous"' : ''} href="${escapeMarkup(url)}"${integrity}`;
  };
  const links = [
    `<link rel="preload" as="fetch"${attributes(remote.manifestUrl, true)} />`,
    ...remote.scripts.map((src) => `<link rel="preload" as="script"${attributes(src, false)} />`),
  ];
  return inline + links.join('');
}
