import type { RemoteName } from '@apteka/contracts';
import { api } from '@apteka/api-client';
import { fetchRegistry, resolveRemoteSources } from '../federation/registry';
import type { RemoteLoader } from '../federation/remote-loader';
import { watchReleases } from '../behaviours/release-watch';
import { announceNewRelease } from '../behaviours/new-release';

export interface ReleaseCheckOptions {
  loader: RemoteLoader;
  storage: Storage | null;
  /** the remote version a preview link pins this browser to */
  previewPin: Partial<Record<RemoteName, string>>;
  /** the shell's build this page was served with (null for a shell served as a plain file) */
  servedBuild: string | null;
}

/**
 * A tab left open loads a newly released (or rolled back) version of any remote it has not loaded yet, and offers a
 * reload when the shell or a remote it shows has moved on (the notice's code loads then).
 */
export function watchForNewReleases({ loader, storage, previewPin, servedBuild }: ReleaseCheckOptions) {
  return watchReleases(async () => {
    const [next, deployed] = await Promise.all([
      fetchRegistry('/registry.json', 1),
      api.get<{ buildId: string }>('/build-id'),
    ]);
    const sources = resolveRemoteSources(next, '', storage, previewPin);
    loader.update(sources);
    const shellMoved = servedBuild !== null && deployed.buildId !== servedBuild;
    if (shellMoved || loader.outdated(sources).length > 0) announceNewRelease();
  });
}
