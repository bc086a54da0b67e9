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
  const links = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(remote.manifestUrl)}" />`,
    ...remote.scripts.map((src) => `<link rel="preload" as="script" href="${escapeMarkup(src)}" />`),
  ];
  return inline + links.join('');
}
