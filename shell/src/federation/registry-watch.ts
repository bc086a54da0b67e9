import type { RemoteRegistry } from '@apteka/contracts';
import { fetchRegistry } from './registry';

export interface RegistryWatchOptions {
  read?: () => Promise<RemoteRegistry>;
  now?: () => number;
  /** the registry is read again at most this often */
  minIntervalMs?: number;
}

/**
 * Reads the registry again when the tab comes back into view or regains focus (at most once a minute), so a tab
 * left open learns about releases and rollbacks; `onRegistry` decides what a newer registry changes. Returns a
 * function that stops watching.
 */
export function watchRegistry(
  onRegistry: (registry: RemoteRegistry) => void,
  {
    read = () => fetchRegistry('/registry.json', 1),
    now = Date.now,
    minIntervalMs = 60_000,
  }: RegistryWatchOptions = {},
): () => void {
  let lastRead = now();
  let reading = false;
  const check = () => {
    if (document.visibilityState === 'hidden' || reading || now() - lastRead < minIntervalMs) return;
    lastRead = now();
    reading = true;
    read()
      .then(onRegistry)
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', check);
  };
}
