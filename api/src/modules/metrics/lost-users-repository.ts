import type { Queryable } from '../../platform/database/types';

export async function insertLostUser(
  db: Queryable,
  metric: { clientId: string; deviceType: string; ipAddress: string },
): Promise<void> {
  await db.query('INSERT INTO lost_user_metrics (client_id, device_type, ip_address) VALUES ($1, $2, $3)', [
    metric.clientId,
    metric.deviceType,
    metric.ipAddress,
  ]);
}
