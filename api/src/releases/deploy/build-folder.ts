import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildFiles } from './build-archive';

/** What a build folder holds beside the build that is not part of it: the stamp of the sources it was built from. */
export const NOT_PUBLISHED = new Set(['.build-hash']);

/** A build's files as a `dist/` folder holds them. */
export function readBuildFolder(dir: string): BuildFiles {
  const files: BuildFiles = new Map();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!NOT_PUBLISHED.has(entry.name))
        files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

/** A digest of a build's files, to name a local rebuild of a published version ('<version>-local.<digest>'). */
export function buildDigest(files: BuildFiles): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash.update(name);
    hash.update(files.get(name)!);
  }
  return hash.digest('hex').slice(0, 10);
}

/** The app and version a build says it is (its build-info.json). */
export function buildIdentity(files: BuildFiles): { name: string; version: string } {
  const info = files.get('build-info.json');
  if (!info) throw new Error('the build has no build-info.json: build it with npm run build');
  return JSON.parse(info.toString('utf8')) as { name: string; version: string };
}
