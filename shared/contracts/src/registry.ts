/**
 * The remote registry: the one file that moves when a remote is deployed, promoted or rolled back. The shell
 * fetches it at run time (never cached) and loads each remote from the manifest URL of the version its browser is
 * given: the current one, or the canary for the share of browsers the canary has. Versions already listed are
 * immutable: their files never change once published.
 */
export interface RemoteRegistryEntry {
  /** The version the store loads now (for everyone outside the canary's share). */
  current: string;
  /** version -> manifest URL (mf-manifest.json of that published build); in the order they were published */
  versions: Record<string, string>;
  /** A newer version given to `percent` of browsers first; the rest keep `current`. */
  canary?: { version: string; percent: number };
  /**
   * version -> address -> subresource integrity (`sha384-<base64>`, from the SHA-384 the registry recorded at
   * upload) of the files the shell's federation runtime loads of that version: its manifest, remoteEntry.js and its
   * exposed modules' first chunks. The browser refuses such a file with other bytes; a file not named loads
   * unchecked. Since contracts 1.12.0; a registry without it loads every file unchecked.
   */
  integrity?: Record<string, Record<string, string>>;
}

export interface RemoteRegistry {
  /** Whether `?mf-override` / localStorage overrides are honoured (never in production). */
  allowOverrides: boolean;
  /**
   * Only in a page opened through a preview link: the remote version it pins this browser to (listed in the
   * remote's `versions`), drawn by the server; the shell shows a badge with a way out.
   */
  preview?: { remote: RemoteName; version: string };
  remotes: Record<RemoteName, RemoteRegistryEntry>;
}

export const REMOTE_NAMES = ['content', 'catalog', 'basket', 'account', 'pharmacies'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * A browser's place in a remote's canary, from 0 (inclusive) to 100 (exclusive): a hash of the browser's stored
 * cohort id and the remote's name. Fixed for a browser, so a shopper never flips between versions while a canary
 * runs, and raising the share only adds browsers; different per remote, so the same shoppers are not the first to
 * get every canary.
 */
export function canaryPosition(cohortId: string, remote: RemoteName): number {
  // FNV-1a, 32 bits: tiny, stable across engines, and evenly spread for this use.
  let hash = 0x811c9dc5;
  for (const char of `${cohortId}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}

/** The version one browser loads of a remote: the canary when its position falls inside the canary's share. */
export function versionFor(entry: RemoteRegistryEntry, position: number): string {
  const { canary } = entry;
  if (canary && entry.versions[canary.version] && position < canary.percent) return canary.version;
  return entry.current;
}

export function manifestUrlFor(registry: RemoteRegistry, name: RemoteName, position: number): string | null {
  const entry = registry.remotes[name];
  if (!entry) return null;
  return entry.versions[versionFor(entry, position)] ?? null;
}

/**
 * A preview link is the store's address with `?apteka-preview=<signed token>`; `?apteka-preview=off` leaves the
 * preview.
 */
export const PREVIEW_PARAM = 'apteka-preview';
export const PREVIEW_OFF = 'off';
