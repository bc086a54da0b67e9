import {
  REMOTE_NAMES,
  canaryPosition,
  isRemoteName,
  versionFor,
  type RemoteName,
  type RemoteRegistry,
} from '@apteka/contracts';

const OVERRIDE_PARAM = 'mf-override';
const OVERRIDE_KEY = (name: RemoteName) => `mf-override:${name}`;
const COHORT_KEY = 'mf-cohort';

/** Where one remote loads from, and which version that is (reported with a failure to load it). */
export interface RemoteSource {
  url: string;
  version: string;
  /** address -> subresource integrity of the version's files the registry names (none for a dev server) */
  integrity?: Record<string, string>;
}

/**
 * This browser's cohort id, kept in local storage so its place in every canary stays the same from page to page.
 * Without storage (some private modes) a page gets an id of its own.
 */
export function cohortId(storage: Storage | null): string {
  const stored = storage?.getItem(COHORT_KEY);
  if (stored) return stored;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Math.random()}`;
  try {
    storage?.setItem(COHORT_KEY, id);
  } catch {
    // storage full or refused: this page keeps the id it made
  }
  return id;
}

/**
 * The registry the server put into the page (`<script type="application/json" id="apteka-registry">`), so the first
 * remote starts loading without a round trip; null when the page has none (a shell served as a plain file).
 */
export function inlineRegistry(doc: Document = document): RemoteRegistry | null {
  const text = doc.getElementById('apteka-registry')?.textContent;
  if (!text) return null;
  try {
    const registry = JSON.parse(text) as RemoteRegistry;
    return registry && typeof registry === 'object' && registry.remotes ? registry : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the remote registry: never from cache (only the registry moves on a deploy), with a
 * bounded retry because without it no remote can load.
 */
export async function fetchRegistry(
  url = '/registry.json',
  attempts = 3,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteRegistry> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`registry answered ${response.status}`);
      return (await response.json()) as RemoteRegistry;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt));
    }
  }
  throw lastError;
}

/**
 * Where each remote loads from: the version the registry gives this browser (the canary inside its share, the
 * current version otherwise), unless a developer points one remote at a local dev server. Overrides come from `?mf-override=catalog@http://localhost:3101/mf-manifest.json`
 * (remembered in localStorage; `?mf-override=catalog@` forgets it) and are honoured only when the
 * registry allows them, which a production registry never does.
 */
export function resolveRemoteSources(
  registry: RemoteRegistry,
  search: string,
  storage: Storage | null,
): Record<RemoteName, RemoteSource | null> {
  if (registry.allowOverrides && storage) {
    for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
      const at = value.indexOf('@');
      const name = value.slice(0, at);
      if (at < 1 || !isRemoteName(name)) continue;
      const url = value.slice(at + 1);
      if (url) storage.setItem(OVERRIDE_KEY(name), url);
      else storage.removeItem(OVERRIDE_KEY(name));
    }
  }
  const cohort = cohortId(storage);
  return Object.fromEntries(
    REMOTE_NAMES.map((name): [RemoteName, RemoteSource | null] => {
      const override = registry.allowOverrides ? storage?.getItem(OVERRIDE_KEY(name)) : null;
      if (override) return [name, { url: override, version: 'override' }];
      const entry = registry.remotes[name];
      if (!entry) return [name, null];
      const version = versionFor(entry, canaryPosition(cohort, name));
      const url = entry.versions[version];
      const integrity = entry.integrity?.[version];
      return [name, url ? { url, version, ...(integrity ? { integrity } : {}) } : null];
    }),
  ) as Record<RemoteName, RemoteSource | null>;
}

/** The remotes currently overridden, to show a banner so nobody forgets one. */
export function activeOverrides(registry: RemoteRegistry, storage: Storage | null): RemoteName[] {
  if (!registry.allowOverrides || !storage) return [];
  return REMOTE_NAMES.filter((name) => storage.getItem(OVERRIDE_KEY(name)));
}
