import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The identifier of the front-end release being served: BUILD_ID when configured, else the build-id.txt that
 * publishing the shell writes beside index.html, else 'dev'. Read on every call: a deploy replaces the file without
 * restarting the API, and every page carries the id it was served with, so an open tab can tell a newer release.
 */
export function currentBuildId(config: { buildId: string | undefined; deployDir: string }): string {
  if (config.buildId) return config.buildId;
  try {
    return readFileSync(path.join(config.deployDir, 'build-id.txt'), 'utf8').trim() || 'dev';
  } catch {
    return 'dev';
  }
}
