import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** absolute address -> subresource integrity (`sha384-<base64>`) of the remotes' files the registry recorded */
const known = new Map<string, string>();
/** remote -> the first chunks loaded ahead for it, checked, by address, and whether each loaded (false: refused) */
const checked = new Map<string, Map<string, Promise<boolean>>>();

/** How long a checked script may take before it counts as not loaded: the federation runtime's own bound. */
const SCRIPT_TIMEOUT_MS = 20_000;

function absolute(url: string): string | null {
  try {
    return new URL(url, typeof document === 'undefined' ? undefined : document.baseURI).href;
  } catch {
    return null;
  }
}

/**
 * Remembers the integrity of a remote version's files as the registry names them (address -> `sha384-…`): the
 * federation runtime then has the browser check each of them as it loads it.
 */
export function knowIntegrity(files: Readonly<Record<string, string>> | undefined): void {
  for (const [url, integrity] of Object.entries(files ?? {})) {
    const address = absolute(url);
    if (address && integrity) known.set(address, integrity);
  }
}

/** The integrity the registry named for the file at this address, if it named one. */
export function integrityOf(url: string): string | undefined {
  const address = absolute(url);
  return address === null ? undefined : known.get(address);
}

/** Forgets every integrity and every checked script: for tests. */
export function forgetIntegrity(): void {
  known.clear();
  checked.clear();
}

/** A script element for a file the registry names: fetched in CORS mode (as the page preloads it) and checked. */
function checkedScript(url: string, integrity: string, attrs: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs['type'] === 'module' ? 'module' : 'text/javascript';
  // Returning an element of its own, the plugin applies the attributes the runtime asked for, as it would.
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (name !== 'type' && value !== undefined) script.setAttribute(name, String(value));
  }
  script.src = url;
  script.setAttribute('integrity', integrity);
  script.setAttribute('crossorigin', 'anonymous');
  return script;
}

/** Whether a script loaded: false once the browser refused it (or the network failed it), or it took too long. */
function outcomeOf(script: HTMLScriptElement): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), SCRIPT_TIMEOUT_MS);
    const settle = (loaded: boolean) => () => {
      clearTimeout(timer);
      resolve(loaded);
    };
    script.addEventListener('load', settle(true), { once: true });
    script.addEventListener('error', settle(false), { once: true });
  });
}

/** Loads a file the registry names once more, checked, and answers whether the browser took it this time. */
function loadChecked(url: string, integrity: string): Promise<boolean> {
  const script = checkedScript(url, integrity);
  const outcome = outcomeOf(script);
  document.head.appendChild(script);
  return outcome.finally(() => script.remove());
}

/**
 * Before a remote's exposed module is asked for, its first chunks (loaded ahead by the runtime, checked) must have
 * loaded: one the browser refused is tried once more, checked, and the load fails if it is refused again. Without
 * this the remote's own webpack would fetch a refused chunk again itself, without its integrity, and run it.
 */
async function firstChunksLoaded(remote: string): Promise<void> {
  for (const [url, outcome] of checked.get(remote) ?? []) {
    if (await outcome) continue;
    const integrity = integrityOf(url);
    const again = integrity ? loadChecked(url, integrity) : Promise.resolve(false);
    checked.get(remote)?.set(url, again);
    if (!(await again)) {
      throw new Error(
        `${url} was not loaded: the browser refused it (not the file the registry recorded) or could not fetch it`,
      );
    }
  }
}

/**
 * Federation runtime plugin: the remotes' files the registry recorded are loaded with their subresource integrity,
 * so the browser itself refuses one whose bytes changed after upload (in the bucket, on the CDN), as the API refuses
 * to serve one. Their scripts are loaded in CORS mode (`crossorigin="anonymous"`), as the page preloads them, and
 * the manifest is fetched with its integrity; an exposed module is asked for only once the first chunks loaded ahead
 * for its remote were taken. A file the registry does not name loads as before, unchecked.
 */
export default function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'apteka-subresource-integrity',
    createScript({ url, attrs, remoteInfo, resourceContext }) {
      const integrity = integrityOf(url);
      if (!integrity || typeof document === 'undefined') return undefined;
      const script = checkedScript(url, integrity, attrs);
      // the first chunks the runtime loads ahead of a remote's module (its entry fails the load by itself)
      if (remoteInfo && resourceContext?.resourceType === 'js') {
        const scripts = checked.get(remoteInfo.name) ?? new Map<string, Promise<boolean>>();
        scripts.set(url, outcomeOf(script));
        checked.set(remoteInfo.name, scripts);
      }
      return script;
    },
    fetch(url, init) {
      const integrity = integrityOf(url);
      return integrity ? globalThis.fetch(url, { ...init, integrity }) : undefined;
    },
    async beforeGetExpose({ moduleInfo }) {
      await firstChunksLoaded(moduleInfo.name);
    },
  };
}
