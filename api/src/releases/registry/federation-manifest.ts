/** The parts of a Module Federation manifest (`mf-manifest.json`) the page server reads. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * What a remote's page needs first: its entry and the exposed app's own chunks, as addresses (a path of this site,
 * or a CDN's address when the manifest is served from one).
 */
export function remoteScripts(manifestUrl: string, manifest: FederationManifest): string[] {
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
