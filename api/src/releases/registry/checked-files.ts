import type { VerifiedFile } from '../render-hosts/verified-files';

const keyOf = (file: VerifiedFile) => `${file.key}#${file.sha384}`;

/**
 * Files already fetched and checked for a release, by key and hash: the next release reuses what passed, so a move
 * of one app fetches only that app's files. One that failed (refused, or the origin did not answer) is tried again
 * by the next read.
 */
export function checkedFiles(onError: (error: unknown) => void) {
  let known = new Map<string, Promise<unknown>>();

  /** One read of the registry: what it checks, kept for the next read once the read is served. */
  function read() {
    const used = new Map<string, Promise<unknown>>();
    return {
      async once<T>(file: VerifiedFile, load: () => Promise<T | null>): Promise<T | null> {
        const key = keyOf(file);
        const promise =
          (known.get(key) as Promise<T | null> | undefined) ??
          load().catch((error: unknown) => {
            onError(error);
            return null;
          });
        used.set(key, promise);
        const value = await promise;
        if (value === null) used.delete(key);
        return value;
      },
      /** the read is served: what it did not use is forgotten */
      keep: () => {
        known = used;
      },
    };
  }

  return { read };
}
