import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ownerOf, type RemoteName, type RemoteRegistry } from '@apteka/contracts';
import { escapeMarkup } from '../text/escape-markup';
import { scriptJson } from '../text/script-json';

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** What a remote's page needs first: its entry and the exposed app's own chunks, read from its manifest. */
function remoteScripts(manifestUrl: string, manifest: FederationManifest): string[] {
  const base =
    manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto'
      ? manifest.metaData.publicPath
      : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []),
    ...(manifest.exposes?.find((expose) => expose.name === 'app')?.assets?.js?.sync ?? []),
  ];
  const here = 'http://store.invalid';
  return files.map((file) => {
    const url = new URL(file, new URL(base, here));
    return url.origin === here ? url.pathname : url.href;
  });
}

export interface PageRemote {
  name: RemoteName;
  version: string;
  manifestUrl: string;
}

/**
 * The page's remote and the manifest of the version every browser loads for it; none while a canary runs, since
 * which version a browser loads then depends on its cohort, kept in the browser.
 */
export function pageRemote(registry: RemoteRegistry | null, pathname: string): PageRemote | null {
  const owner = ownerOf(pathname);
  const entry = owner ? registry?.remotes[owner] : undefined;
  if (!owner || !entry || (entry.canary && entry.canary.percent > 0)) return null;
  const manifestUrl = entry.versions[entry.current];
  return manifestUrl ? { name: owner, version: entry.current, manifestUrl } : null;
}

/**
 * The hints that shorten a page's first load: the registry inlined (the shell reads it instead of asking for it),
 * and the owning remote's manifest, entry and first chunks preloaded, so the browser fetches them while the shell's
 * own scripts are still arriving instead of one after another. A remote served from another origin (a CDN) gets
 * its manifest preloaded only; the files of a remote deployed here are read from the deploy folder. Nothing is
 * preloaded for a remote in a canary.
 */
export function firstLoadHints(deployDir: string) {
  const manifests = new Map<string, { mtimeMs: number; scripts: string[] }>();

  const scriptsOf = (manifestUrl: string): string[] => {
    if (!manifestUrl.startsWith('/')) return [];
    const file = path.join(deployDir, path.normalize(manifestUrl).replace(/^([/\\])+/, ''));
    if (!file.startsWith(deployDir)) return [];
    try {
      const { mtimeMs } = statSync(file);
      const known = manifests.get(file);
      if (known && known.mtimeMs === mtimeMs) return known.scripts;
      const scripts = remoteScripts(manifestUrl, JSON.parse(readFileSync(file, 'utf8')) as FederationManifest);
      manifests.set(file, { mtimeMs, scripts });
      return scripts;
    } catch {
      return [];
    }
  };

  return (registry: RemoteRegistry | null, pathname: string): string => {
    if (!registry) return '';
    const inline = `<script type="application/json" id="apteka-registry">${scriptJson(registry)}</script>`;
    // while a canary runs, preloading either version could make a browser download both
    const manifestUrl = pageRemote(registry, pathname)?.manifestUrl;
    if (!manifestUrl) return inline;
    const links = [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(manifestUrl)}" />`,
      ...scriptsOf(manifestUrl).map((src) => `<link rel="preload" as="script" href="${escapeMarkup(src)}" />`),
    ];
    return inline + links.join('');
  };
}
