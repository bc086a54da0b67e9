import type { OriginConfig } from '../../platform/config';
import type { BuildOrigin } from './build-origin';
import { fsOrigin } from './fs-origin';
import { s3Origin } from './s3-origin';

/** The origin the configuration names: a folder (the default), or an S3-compatible bucket. */
export function createOrigin(config: OriginConfig): BuildOrigin {
  if (config.driver === 'fs') return fsOrigin(config.dir);
  const { driver: _driver, ...options } = config;
  return s3Origin(options);
}
