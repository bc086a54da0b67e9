import { Type } from '@sinclair/typebox';
import type { AppHealth } from './version-health';

const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);

const SpeedFigureSchema = Type.Union([Type.Object({ p75: Type.Number(), samples: Type.Integer() }), Type.Null()]);

export const VersionHealthSchema = Type.Object({
  version: Type.String(),
  views: Type.Integer({ description: 'page views of the sessions that report' }),
  weightedViews: Type.Number({ description: 'the same scaled to every shopper' }),
  adds: Type.Integer(),
  addsPerView: Nullable(Type.Number()),
  errors: Type.Integer({ description: 'what the version threw in browsers' }),
  topErrors: Type.Array(
    Type.Object({ fingerprint: Type.String(), errors: Type.Integer(), source: Type.String(), message: Type.String() }),
  ),
  loadFailures: Type.Integer(),
  serverFailures: Type.Record(Type.String(), Type.Integer(), { description: 'failed server renders per reason' }),
  slowRenders: Type.Integer({ description: "server renders given up at the page's budget ('late')" }),
  errorsPer1000: Nullable(Type.Number()),
  speed: Type.Object({ LCP: SpeedFigureSchema, INP: SpeedFigureSchema, CLS: SpeedFigureSchema }),
});

export const AppHealthSchema = Type.Union(
  [
    Type.Object({
      since: Type.String({ format: 'date-time' }),
      until: Type.String({ format: 'date-time' }),
      versions: Type.Array(VersionHealthSchema),
    }),
    Type.Null(),
  ],
  { description: 'the canary beside the current version on the same minutes (the last hour, or since it started)' },
);

export const appHealthJson = (health: AppHealth | null) =>
  health && { ...health, since: health.since.toISOString(), until: health.until.toISOString() };
