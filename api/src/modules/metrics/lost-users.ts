import type { LostUserMetricBody } from '@apteka/contracts/schemas';
import type { Db } from '../../platform/database/types';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { insertLostUser } from './lost-users-repository';

/**
 * A browser sends the metric once, when its counter has not started 10 s after the page did; an address behind a
 * shared NAT holds many browsers, so its budget is roomy, but one client cannot flood the table.
 */
const PER_ADDRESS: RateLimit = { bucket: 'lost-user:address', limit: 60, windowSeconds: 3600 };
const PER_CLIENT: RateLimit = { bucket: 'lost-user:client', limit: 3, windowSeconds: 3600 };

export interface MetricsDeps {
  db: Db;
}

export async function recordLostUser(
  { db }: MetricsDeps,
  metric: LostUserMetricBody,
  ipAddress: string,
): Promise<void> {
  await enforceLimits(
    db,
    [
      { limit: PER_ADDRESS, key: ipAddress },
      { limit: PER_CLIENT, key: metric.clientId },
    ],
    'rate_limited',
    (wait) => `Слишком много сообщений. Попробуйте ${wait}.`,
  );
  await insertLostUser(db, { ...metric, ipAddress });
}
