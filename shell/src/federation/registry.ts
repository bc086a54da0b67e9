import {
  COHORT_COOKIE,
  COHORT_MAX_AGE_SECONDS,
  REMOTE_NAMES,
  SERVER_VERSION_ATTRIBUTE,
  canaryPosition,
  isCohortId,
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

/** The value of one cookie of the page, if it has it. */
function cookieOf(jar: { cookie: string } | null, name: string): string | undefined {
  for (const pair of (jar?.cookie ?? '').split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return undefined;
}

const pageCookies = (): { cookie: string } | null => (typeof document === 'undefined' ? null : document);

/**
 * This browser's cohort id, which fixes its place in every canary: the one the server gave it in its cookie (and
 * drew its page's remote for), so server and browser load the same versions. A browser that had its place before
 * the server gave cohorts keeps it: the id it kept in local storage becomes its cookie, and the server draws its
 * next pages for it. Without either (a shell served as a plain file), the page makes one and gives it the cookie.
 */
export function cohortId(storage: Storage | null, jar: { cookie: string } | null = pageCookies()): string {
  const given = cookieOf(jar, COHORT_COOKIE);
  const stored = storage?.getItem(COHORT_KEY);
  const id = isCohortId(stored)
    ? stored
    : isCohortId(given)
      ? given
      : typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    if (id !== stored) storage?.setItem(COHORT_KEY, id);
  } catch {
    // storage full or refused: the cookie keeps the place
  }
  if (jar && id !== given) {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    jar.cookie = `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  }
  return id;
}

/**
 * The version of its remote the server drew into the page, which the page must load to hydrate that markup: for a
 * browser's first page after it was given a cohort, or one whose cookie changed since, the cohort alone could name
 * another.
 */
export function serverDrawnVersions(doc: Document = document): Partial<Record<RemoteName, string>> {
  const drawn: Partial<Record<RemoteName, string>> = {};
  for (const element of doc.querySelectorAll<HTMLElement>(`[${SERVER_VERSION_ATTRIBUTE}][data-remote]`)) {
    const name = element.dataset.remote;
    const version = element.getAttribute(SERVER_VERSION_ATTRIBUTE);
    if (isRemoteName(name) && version) drawn[name] = version;
  }
  return drawn;
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
 * Where each remote loads from: the version the page names for it (what the server drew), or the one the registry
 * gives this browser's cohort (the canary inside its share, the current version otherwise), unless a developer points one remote at a local dev server. Overrides come from `?mf-override=catalog@http://localhost:3101/mf-manifest.json`
 * (remembered in localStorage; `?mf-override=catalog@` forgets it) and are honoured only when the
 * registry allows them, which a production registry never does.
 */
export function resolveRemoteSources(
  registry: RemoteRegistry,
  search: string,
  storage: Storage | null,
  /** versions the page names for some remotes (what the server drew): kept when the registry lists them */
  pinned: Partial<Record<RemoteName, string>> = {},
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
      const pin = pinned[name];
      const version = pin && entry.versions[pin] ? pin : versionFor(entry, canaryPosition(cohort, name));
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
