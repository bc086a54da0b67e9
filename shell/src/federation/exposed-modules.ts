import type { RemoteName } from '@apteka/contracts';

interface ModuleLoader {
  load<T>(remote: RemoteName, expose: string): Promise<T>;
}

let pageLoader: ModuleLoader | null = null;

/** The page's RemoteLoader, handed over by the bootstrap once the registry is known. */
export function provideRemoteLoader(loader: ModuleLoader | null) {
  pageLoader = loader;
}

export const hasRemoteLoader = () => pageLoader !== null;

/**
 * An exposed module of a remote (a parcel such as the catalog's search box), through the page's loader and
 * so with its retries and time-outs. Rejects when there is no loader yet (tests, a failed registry).
 */
export function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
  if (!pageLoader) return Promise.reject(new Error('no remote loader on this page'));
  return pageLoader.load<T>(remote, expose);
}
