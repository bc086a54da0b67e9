import { ownerOf, type RemoteRegistry } from '@apteka/contracts';
import { servedRemoteFor, type LiveRelease, type ServedRemote } from '../../releases';
import { escapeMarkup } from '../text/escape-markup';
import { scriptJson } from '../text/script-json';

/**
 * The page's remote at the version this browser's cohort loads (see `servedRemoteFor`), or null for a page no
 * remote shows.
 */
export function pageRemote(release: LiveRelease | null, pathname: string, cohort: string | null): ServedRemote | null {
  const owner = ownerOf(pathname);
  if (!owner || !release) return null;
  return servedRemoteFor(release, owner, cohort);
}

/** The registry as a page opened through a preview link names it: the previewed version listed and pinned. */
export function withPreview(registry: RemoteRegistry, preview: ServedRemote): RemoteRegistry {
  const entry = registry.remotes[preview.name];
  if (!entry) return registry;
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [preview.name]: {
        ...entry,
        versions: { ...entry.versions, [preview.version]: preview.manifestUrl },
        integrity: { ...entry.integrity, [preview.version]: preview.integrity },
      },
    },
    preview: { remote: preview.name, version: preview.version },
  };
}

/**
 * The hints that shorten a page's first load: the registry inlined (the shell reads it instead of asking for it),
 * and the owning remote's manifest, entry and first chunks preloaded, so the browser fetches them while the shell's
 * own scripts are still arriving instead of one after another. The remote is the version this browser loads: in
 * a canary, the one its cohort falls in, which the browser reads from the same cookie.
 */
export function firstLoadHints(
  release: LiveRelease | null,
  remote: ServedRemote | null,
  preview: ServedRemote | null = null,
): string {
  if (!release) return '';
  const registry = preview ? withPreview(release.registry, preview) : release.registry;
  const inline = `<script type="application/json" id="apteka-registry">${scriptJson(registry)}</script>`;
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
