import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** absolute address -> subresource integrity (`sha384-<base64>`) of the remotes' files the registry recorded */
const known = new Map<string, string>();

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

/** Forgets every integrity: for tests. */
export function forgetIntegrity(): void {
  known.clear();
}

/**
 * Federation runtime plugin: the remotes' files the registry recorded are loaded with their subresource integrity,
 * so the browser itself refuses one whose bytes changed after upload (in the bucket, on the CDN), as the API refuses
 * to serve one. Their scripts are loaded in CORS mode (`crossorigin="anonymous"`), as the page preloads them, and
 * the manifest is fetched with its integrity; a file the registry does not name loads as before, unchecked.
 */
export default function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'apteka-subresource-integrity',
    createScript({ url, attrs }) {
      const integrity = integrityOf(url);
      if (!integrity || typeof document === 'undefined') return undefined;
      // Returning an element of its own, the plugin applies the attributes the runtime asked for, as it would.
      const script = document.createElement('script');
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type' && value !== undefined) script.setAttribute(name, String(value));
      }
      script.src = url;
      script.setAttribute('integrity', integrity);
      script.setAttribute('crossorigin', 'anonymous');
      return script;
    },
    fetch(url, init) {
      const integrity = integrityOf(url);
      return integrity ? globalThis.fetch(url, { ...init, integrity }) : undefined;
    },
  };
}
