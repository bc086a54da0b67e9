import { useSyncExternalStore } from 'react';

/**
 * Whether a newer release than this tab's is out: the server's build id differs from the one the page was served
 * with, or the registry gives a remote this tab has loaded another version now.
 */
let available = false;
const listeners = new Set<() => void>();

export function announceNewRelease(): void {
  if (available) return;
  available = true;
  listeners.forEach((listener) => listener());
}

export function useNewRelease(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => available,
  );
}

/** The build id the server named in this page (null for a shell served as a plain file, or a development build). */
export function pageBuildId(doc: Document = document): string | null {
  const id = doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  return id && id !== 'dev' ? id : null;
}
