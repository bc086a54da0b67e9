import type { SpeedBeacon } from '@apteka/contracts/schemas';
import type { Db, Queryable } from '../../platform/database/types';
import { invalid } from '../../platform/errors';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { deleteSpeedSamplesBefore, insertSpeedSamples, speedPercentilesSince } from './speed-repository';

/** A sampled visit sends a beacon or two a page; an address behind a shop's NAT holds many shoppers. */
export const SPEED_LIMITS = {
  address: { bucket: 'speed:address', limit: 120, windowSeconds: 10 * 60 } satisfies RateLimit,
  /** the whole store: enough for a tenth of a busy hour's visits, never a flood of rows */
  overall: { bucket: 'speed:overall', limit: 50_000, windowSeconds: 3600 } satisfies RateLimit,
};

/** Samples are kept a week: long enough to look back on a release. */
const KEEP_MS = 7 * 24 * 3600_000;
const CLEANUP_CHANCE = 0.01;
/** CLS is a score: above this it is not a page's layout but a broken measurement. */
const MAX_CLS = 10;

/** Records a beacon's samples, within the limits that hold on every instance (a refusal is a 429). */
export async function recordSpeed(db: Db, beacon: SpeedBeacon, address: string, now = new Date()): Promise<void> {
  if (beacon.samples.some((sample) => sample.metric === 'CLS' && sample.value > MAX_CLS)) {
    throw invalid('speed_value', `Значение CLS не больше ${MAX_CLS}.`);
  }
  await enforceLimits(
    db,
    [
      { limit: SPEED_LIMITS.address, key: address },
      { limit: SPEED_LIMITS.overall, key: '*' },
    ],
    'rate_limited',
    (wait) => `Слишком много замеров скорости. Попробуйте ${wait}.`,
  );
  await insertSpeedSamples(db, beacon.samples);
  if (Math.random() < CLEANUP_CHANCE) await deleteSpeedSamplesBefore(db, new Date(now.getTime() - KEEP_MS));
}

/** The 75th percentiles of the last `hours`, per app and version (all pages, and per page type). */
export function speedOfLast(db: Queryable, hours: number, now = new Date()) {
  return speedPercentilesSince(db, new Date(now.getTime() - hours * 3600_000));
}
