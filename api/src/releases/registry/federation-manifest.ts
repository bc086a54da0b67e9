/** The parts of a Module Federation manifest (`mf-manifest.json`) the page server reads. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The remote's entry as the manifest names it, relative to the manifest's public path. */
function entryFile(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
}

/** Files named by the manifest as addresses (a path of this site, or a CDN's address when served from one). */
function addressesOf(manifestUrl: string, manifest: FederationManifest, files: string[]): string[] {
  const base =
    manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto'
      ? manifest.metaData.publicPath
      : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const here = 'http://store.invalid';
  return [...new Set(files)].map((file) => {
    const url = new URL(file, new URL(base, here));
    return url.origin === here ? url.pathname : url.href;
  });
}

/**
 * What a remote's page needs first: its entry and the exposed app's own chunks, as addresses (a path of this site,
 * or a CDN's address when the manifest is served from one).
 */
export function remoteScripts(manifestUrl: string, manifest: FederationManifest): string[] {
  return addressesOf(manifestUrl, manifest, [
    ...entryFile(manifest),
    ...(manifest.exposes?.find((expose) => expose.name === 'app')?.assets?.js?.sync ?? []),
  ]);
}

/**
 * Every script the federation runtime loads itself from a remote: its entry and the first chunks of each exposed
 * module (the chunks those load later are the remote's own webpack's to fetch), as addresses.
 */
export function federationScripts(manifestUrl: string, manifest: FederationManifest): string[] {
  return addressesOf(manifestUrl, manifest, [
    ...entryFile(manifest),
    ...(manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []),
  ]);
}
