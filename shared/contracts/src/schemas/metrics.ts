import { Type, type Static } from '@sinclair/typebox';
import { PAGE_TYPES, SPEED_BEACON_SAMPLES, SPEED_METRICS } from '../real-user-speed';
import { REMOTE_NAMES } from '../registry';

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

/**
 * A sampled visit's speed, sent with `navigator.sendBeacon` when the page is hidden: each metric once, with the page
 * type, the app that drew the page and the version of it this browser loaded. Nothing about the shopper.
 */
export const SpeedBeaconSchema = Type.Object(
  {
    samples: Type.Array(
      Type.Object(
        {
          metric: Type.Union(SPEED_METRICS.map((metric) => Type.Literal(metric))),
          /** milliseconds; CLS is a unitless score */
          value: Type.Number({ minimum: 0, maximum: 120_000 }),
          pageType: Type.Union(PAGE_TYPES.map((type) => Type.Literal(type))),
          app: Type.Union([Type.Literal('shell'), ...REMOTE_NAMES.map((name) => Type.Literal(name))]),
          version: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: SPEED_BEACON_SAMPLES },
    ),
  },
  { additionalProperties: false },
);
export type SpeedBeacon = Static<typeof SpeedBeaconSchema>;
