import { Type, type Static } from '@sinclair/typebox';

/** The device kinds of the lost-user metric, by the width of the shopper's screen. */
export const DEVICE_TYPES = ['Смартфоны', 'Планшеты', 'ПК'] as const;

/**
 * A browser whose analytics never started (blocked or failed counter): its own client id and device type. The
 * address is the one the server sees, never one the browser names.
 */
export const LostUserMetricBodySchema = Type.Object(
  {
    clientId: Type.String({ minLength: 4, maxLength: 64, pattern: '^[0-9A-Za-z._-]+$' }),
    deviceType: Type.Union(DEVICE_TYPES.map((type) => Type.Literal(type))),
  },
  { additionalProperties: false },
);
export type LostUserMetricBody = Static<typeof LostUserMetricBodySchema>;
