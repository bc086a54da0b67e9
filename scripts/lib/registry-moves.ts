import type { RemoteName, RemoteRegistry, RemoteRegistryEntry } from '@apteka/contracts';

export type RegistryAction = 'deploy' | 'canary' | 'release' | 'rollback';

/** One line of the registry's history: who moved which remote to which version, and when. */
export interface RegistryMove {
  at: string;
  by: string;
  remote: RemoteName;
  action: RegistryAction;
  /** the version everyone outside a canary loaded before the move */
  from: string | null;
  /** the version everyone outside a canary loads after it */
  to: string;
  /** the canary's version and share after the move, when one runs */
  canary?: { version: string; percent: number };
}

export class RegistryMoveError extends Error {}

export type Move = Omit<RegistryMove, 'at' | 'by'>;

function entryOf(registry: RemoteRegistry, remote: RemoteName): RemoteRegistryEntry {
  const entry = registry.remotes[remote];
  if (!entry) throw new RegistryMoveError(`${remote} has never been deployed`);
  return entry;
}

function published(entry: RemoteRegistryEntry, remote: RemoteName, version: string) {
  if (!entry.versions[version]) {
    throw new RegistryMoveError(
      `${remote}@${version} is not published; published: ${Object.keys(entry.versions).join(', ')}`,
    );
  }
}

/**
 * Adds a published version to the registry (versions keep the order they were published in). A remote's first
 * version is current at once: there is nothing else to load.
 */
export function addVersion(
  registry: RemoteRegistry,
  remote: RemoteName,
  version: string,
  manifestUrl: string,
): boolean {
  const first = !registry.remotes[remote];
  const entry = registry.remotes[remote] ?? { current: version, versions: {} };
  entry.versions[version] = manifestUrl;
  registry.remotes[remote] = entry;
  return first;
}

/** Gives a version to everyone at once; a canary that was running ends. */
export function makeCurrent(registry: RemoteRegistry, remote: RemoteName, version: string): Move {
  const entry = entryOf(registry, remote);
  published(entry, remote, version);
  const from = entry.current;
  entry.current = version;
  delete entry.canary;
  return { remote, action: 'deploy', from, to: version };
}

export function assertCanaryShare(percent: number) {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RegistryMoveError(`a canary's share is a percentage from 0 to 100, not ${percent}`);
  }
}

/** Gives a published version to `percent` of browsers; everyone else keeps the current one. */
export function startCanary(registry: RemoteRegistry, remote: RemoteName, version: string, percent: number): Move {
  assertCanaryShare(percent);
  const entry = entryOf(registry, remote);
  published(entry, remote, version);
  if (entry.current === version) {
    throw new RegistryMoveError(`${remote}@${version} is already the current version: there is nothing to try first`);
  }
  entry.canary = { version, percent };
  return { remote, action: 'canary', from: entry.current, to: entry.current, canary: { version, percent } };
}

/** The canary becomes the current version for everyone. */
export function releaseCanary(registry: RemoteRegistry, remote: RemoteName): Move {
  const entry = entryOf(registry, remote);
  if (!entry.canary) throw new RegistryMoveError(`${remote} has no canary to release`);
  const from = entry.current;
  entry.current = entry.canary.version;
  delete entry.canary;
  return { remote, action: 'release', from, to: entry.current };
}

/**
 * One step back: a running canary ends (everyone keeps the current version); otherwise the current version gives
 * way to the named one, or to the one published just before it.
 */
export function rollBack(registry: RemoteRegistry, remote: RemoteName, target?: string): Move {
  const entry = entryOf(registry, remote);
  const from = entry.current;
  if (target === undefined && entry.canary) {
    delete entry.canary;
    return { remote, action: 'rollback', from, to: from };
  }
  const versions = Object.keys(entry.versions);
  const to = target ?? versions[versions.indexOf(from) - 1];
  if (to === undefined)
    throw new RegistryMoveError(`${remote}@${from} is the first version published: nothing to roll back to`);
  published(entry, remote, to);
  if (to === from) throw new RegistryMoveError(`${remote}@${to} is already the current version`);
  entry.current = to;
  delete entry.canary;
  return { remote, action: 'rollback', from, to };
}
