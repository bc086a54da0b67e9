import { REMOTE_NAMES, isRemoteName, type RemoteName, type RemoteRegistry } from '@apteka/contracts';

const OVERRIDE_PARAM = 'mf-override';
const OVERRIDE_KEY = (name: RemoteName) => `mf-override:${name}`;

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
 * The manifest URL each remote loads from: the registry's current version, unless a developer
 * points one remote at a local dev server. Overrides come from `?mf-override=catalog@http://localhost:3101/mf-manifest.json`
 * (remembered in localStorage; `?mf-override=catalog@` forgets it) and are honoured only when the
 * registry allows them, which a production registry never does.
 */
export function resolveManifestUrls(
  registry: RemoteRegistry,
  search: string,
  storage: Storage | null,
): Record<RemoteName, string | null> {
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
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const override = registry.allowOverrides ? storage?.getItem(OVERRIDE_KEY(name)) : null;
      const entry = registry.remotes[name];
      return [name, override || (entry ? (entry.versions[entry.current] ?? null) : null)];
    }),
  ) as Record<RemoteName, string | null>;
}

/** The remotes currently overridden, to show a banner so nobody forgets one. */
export function activeOverrides(registry: RemoteRegistry, storage: Storage | null): RemoteName[] {
  if (!registry.allowOverrides || !storage) return [];
  return REMOTE_NAMES.filter((name) => storage.getItem(OVERRIDE_KEY(name)));
}
