/**
 * The remote registry: the one file that moves when a remote is deployed. The shell fetches it at
 * run time (never cached) and loads each remote from the manifest URL of its current version.
 * Versions already listed are immutable: their files never change once published.
 */
export interface RemoteRegistryEntry {
  /** The version the store loads now. */
  current: string;
  /** version -> manifest URL (mf-manifest.json of that published build) */
  versions: Record<string, string>;
}

export interface RemoteRegistry {
  /** Whether `?mf-override` / localStorage overrides are honoured (never in production). */
  allowOverrides: boolean;
  remotes: Record<RemoteName, RemoteRegistryEntry>;
}

export const REMOTE_NAMES = ['content', 'catalog', 'basket', 'account', 'pharmacies'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

export function currentManifestUrl(registry: RemoteRegistry, name: RemoteName): string | null {
  const entry = registry.remotes[name];
  if (!entry) return null;
  return entry.versions[entry.current] ?? null;
}
