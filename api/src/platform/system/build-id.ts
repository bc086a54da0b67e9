import type { LiveRelease } from '../../releases';

/**
 * The identifier of the front-end release being served: BUILD_ID when configured, else the version of the shell the
 * registry makes current, else 'dev'. Every page carries the id it was served with, so an open tab can tell that a
 * newer shell was deployed since.
 */
export function currentBuildId(config: { buildId: string | undefined }, release: LiveRelease | null): string {
  return config.buildId ?? release?.shell?.version ?? 'dev';
}
