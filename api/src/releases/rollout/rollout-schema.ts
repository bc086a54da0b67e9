import { Type } from '@sinclair/typebox';
import type { Rollout } from './rollout-repository';
import type { RolloutReport } from './rollouts';

const Share = Type.Number({ exclusiveMinimum: 0, maximum: 100 });
const Nullable = <T extends ReturnType<typeof Type.Number> | ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A canary move's `rollout`: the platform steps the canary up under the app's policy (shares and minutes if named). */
export const RolloutRequestSchema = Type.Object(
  {
    steps: Type.Optional(Type.Array(Share, { minItems: 1, maxItems: 10, description: 'the shares after the first' })),
    minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440, description: 'minutes at each share' })),
  },
  { additionalProperties: false },
);

export const RolloutSchema = Type.Object({
  app: Type.String(),
  version: Type.String(),
  steps: Type.Array(Type.Number()),
  stepMinutes: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
  startedBy: Type.String(),
});

const FiguresSchema = Type.Object({
  version: Type.String(),
  views: Type.Integer(),
  errorsPer1000: Nullable(Type.Number()),
  lcpP75: Nullable(Type.Number()),
  inpP75: Nullable(Type.Number()),
  addsPerView: Nullable(Type.Number()),
  topErrors: Type.Array(Type.Object({ fingerprint: Type.String(), errors: Type.Integer(), message: Type.String() })),
});

export const JudgementSchema = Type.Object({
  app: Type.String(),
  version: Type.String(),
  decision: Type.Union([Type.Literal('wait'), Type.Literal('step'), Type.Literal('release'), Type.Literal('rollback')]),
  reason: Type.String(),
  step: Type.Object({
    index: Type.Integer(),
    of: Type.Integer(),
    percent: Type.Number(),
    since: Type.String({ format: 'date-time' }),
    minutes: Type.Integer(),
  }),
  nextPercent: Nullable(Type.Number()),
  nextJudgementAt: Nullable(Type.String({ format: 'date-time' })),
  figures: Type.Object({
    since: Type.String({ format: 'date-time' }),
    until: Type.String({ format: 'date-time' }),
    canary: FiguresSchema,
    current: FiguresSchema,
  }),
  limits: Type.Object({
    minViews: Type.Integer(),
    maxErrorsPer1000: Nullable(Type.Number()),
    maxErrorsVsCurrent: Nullable(Type.Number()),
    maxLcpVsCurrent: Nullable(Type.Number()),
    maxInpVsCurrent: Nullable(Type.Number()),
    minAddsVsCurrent: Nullable(Type.Number()),
  }),
});

export const RolloutReportSchema = Type.Union(
  [
    Type.Intersect([
      RolloutSchema,
      Type.Object({
        judgement: Type.Union([JudgementSchema, Type.Null()], {
          description: "what the judge would decide now; null: a move that was not the platform's took it over",
        }),
      }),
    ]),
    Type.Null(),
  ],
  { description: 'the canary the platform steps up under the policy, if one runs' },
);

export const PolicySchema = Type.Object({
  steps: Type.Array(Share, { minItems: 1, maxItems: 10 }),
  stepMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  minViews: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  maxErrorsPer1000: Nullable(Type.Number({ minimum: 0 })),
  maxErrorsVsCurrent: Nullable(Type.Number({ minimum: 1 })),
  maxLcpVsCurrent: Nullable(Type.Number({ minimum: 1 })),
  maxInpVsCurrent: Nullable(Type.Number({ minimum: 1 })),
  minAddsVsCurrent: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  webhookUrl: Nullable(Type.String({ maxLength: 500 })),
});

/** A policy change names only what changes. */
export const PolicyChangesSchema = Type.Partial(PolicySchema, { additionalProperties: false });

export const rolloutJson = (rollout: Rollout) => ({
  app: rollout.app,
  version: rollout.version,
  steps: rollout.steps,
  stepMinutes: rollout.stepMinutes,
  startedAt: rollout.startedAt.toISOString(),
  startedBy: rollout.startedBy,
});

export const rolloutReportJson = (report: RolloutReport | null) =>
  report && { ...report, startedAt: report.startedAt.toISOString() };
