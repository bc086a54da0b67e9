import { Type, type Static } from '@sinclair/typebox';
import {
  PAGE_COUNT_BEACON_PAGES,
  PAGE_TYPES,
  REMOTE_ERROR_MESSAGE_CHARS,
  REMOTE_ERROR_SOURCES,
  SPEED_BEACON_SAMPLES,
  SPEED_METRICS,
} from '../real-user-speed';
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

const PageTypeSchema = Type.Union(PAGE_TYPES.map((type) => Type.Literal(type)));
/** The app that drew a page: a remote, or the shell (its own pages: the 404). */
const PageAppSchema = Type.Union([Type.Literal('shell'), ...REMOTE_NAMES.map((name) => Type.Literal(name))]);
const VersionSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$' });

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
          pageType: PageTypeSchema,
          app: PageAppSchema,
          version: VersionSchema,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: SPEED_BEACON_SAMPLES },
    ),
  },
  { additionalProperties: false },
);
export type SpeedBeacon = Static<typeof SpeedBeaconSchema>;

/**
 * What a remote threw in a shopper's browser, once per page and fingerprint: the remote and the version this browser
 * loaded, the kind of page, a fingerprint (a hash of the remote, the scrubbed message and the top frames' files) and
 * the scrubbed message, clipped. Nothing about the shopper: no address, query string, number, id, e-mail or phone.
 */
export const RemoteErrorReportSchema = Type.Object(
  {
    app: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name))),
    version: VersionSchema,
    pageType: PageTypeSchema,
    fingerprint: Type.String({ pattern: '^[0-9a-f]{8,16}$' }),
    source: Type.Union(REMOTE_ERROR_SOURCES.map((source) => Type.Literal(source))),
    message: Type.String({ maxLength: REMOTE_ERROR_MESSAGE_CHARS }),
  },
  { additionalProperties: false },
);
export type RemoteErrorReport = Static<typeof RemoteErrorReportSchema>;

/**
 * A sampled session's page views and adds to the basket since its last beacon, per app, version and kind of page,
 * with the share of sessions that report (so counts can be scaled to all shoppers).
 */
export const PageCountsBeaconSchema = Type.Object(
  {
    rate: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    pages: Type.Array(
      Type.Object(
        {
          app: PageAppSchema,
          version: VersionSchema,
          pageType: PageTypeSchema,
          views: Type.Integer({ minimum: 0, maximum: 1000 }),
          adds: Type.Integer({ minimum: 0, maximum: 1000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: PAGE_COUNT_BEACON_PAGES },
    ),
  },
  { additionalProperties: false },
);
export type PageCountsBeacon = Static<typeof PageCountsBeaconSchema>;
