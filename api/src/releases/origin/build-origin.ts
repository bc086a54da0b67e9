/**
 * Where published builds live: the shell's and every remote's files, under versioned, immutable keys
 * (`remotes/<name>/<version>/…`, `shell/<version>/…`, and the shell's content-hashed assets at the top). Every
 * API instance reads server bundles and the shell's page from it; browsers get the same files from it directly or
 * through a CDN. A key, once written, keeps its bytes: writing other bytes under it is refused.
 */
export interface BuildOrigin {
  /** e.g. 'fs:/srv/apteka/origin' or 's3://bucket/prefix', for logs and status */
  readonly description: string;
  /** the folder browsers' files are served from when the origin is a local folder (nginx or the API serve it) */
  readonly localFolder?: string;
  /** the bytes under `key`, or null when nothing is there */
  read(key: string): Promise<Buffer | null>;
  /**
   * Writes `bytes` under `key` once. Writing the same bytes again is a no-op ('same'); other bytes under a key that
   * holds some throw an OriginConflictError and leave the key as it was.
   */
  write(key: string, bytes: Buffer, contentType?: string): Promise<'written' | 'same'>;
}

export class OriginConflictError extends Error {
  constructor(readonly key: string) {
    super(`${key} is already published with other bytes: published files never change`);
  }
}

/**
 * A key the origin accepts: relative, forward slashes, no empty, '.' or '..' segment, no control characters and
 * no backslash. Throws otherwise: keys are built from uploads, which must not reach outside their folder.
 */
export function assertOriginKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`not a key of the build origin: ${JSON.stringify(key)}`);
  return key;
}
