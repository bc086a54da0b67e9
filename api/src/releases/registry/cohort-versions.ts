import { canaryPosition, versionFor, type RemoteName } from '@apteka/contracts';
import type { LiveRelease, ServedRemote } from './live-release';

/**
 * The version of a remote a browser of this cohort loads, as served by this instance: the canary inside its share,
 * the current version otherwise. Without a cohort (a crawler keeps no cookie) it is the current version. Null when
 * the release has no such remote, or when the canary the cohort falls in is not served here (its manifest was
 * refused): the part is then the browser's to draw.
 */
export function servedRemoteFor(release: LiveRelease, remote: RemoteName, cohort: string | null): ServedRemote | null {
  const entry = release.registry.remotes[remote];
  if (!entry) return null;
  const version = cohort === null ? entry.current : versionFor(entry, canaryPosition(cohort, remote));
  if (version === entry.current) return release.remotes[remote] ?? null;
  const canary = release.canaries[remote];
  return canary?.version === version ? canary : null;
}
