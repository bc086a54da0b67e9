import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

let cached: { file: string; mtimeMs: number; size: number; id: string } | null = null;

/** build-id.txt, read again only when a deploy has replaced it: every page answer names the id. */
function deployedBuildId(file: string): string {
  const { mtimeMs, size } = statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs || cached.size !== size) {
    cached = { file, mtimeMs, size, id: readFileSync(file, 'utf8').trim() };
  }
  return cached.id;
}

/**
 * The identifier of the front-end release being served: BUILD_ID when configured, else the build-id.txt that
 * publishing the shell writes beside index.html, else 'dev'. A deploy replaces the file without restarting the API,
 * and every page carries the id it was served with, so an open tab can tell a newer release.
 */
export function currentBuildId(config: { buildId: string | undefined; deployDir: string }): string {
  if (config.buildId) return config.buildId;
  try {
    return deployedBuildId(path.join(config.deployDir, 'build-id.txt')) || 'dev';
  } catch {
    return 'dev';
  }
}
