import { Type, type NumberOptions, type StringOptions } from '@sinclair/typebox';
import type { Rollout } from './rollout-repository';
import type { RolloutReport } from './rollouts';

const Share = Type.Number({ exclusiveMinimum: 0, maximum: 100 });
/**
 * A number or string, or null, as one list of JSON types. The API's validator coerces types, and would coerce a null
 * to the first branch of a union (`""`, `0`) instead of taking it as the null that turns a limit or the webhook off.
 */
const NullableNumber = (options: NumberOptions = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });
const NullableString = (options: StringOptions = {}) =>
  Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });

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
  errorsPer1000: NullableNumber(),
  lcpP75: NullableNumber(),
  inpP75: NullableNumber(),
  addsPerView: NullableNumber(),
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
  nextPercent: NullableNumber(),
  nextJudgementAt: NullableString({ format: 'date-time' }),
  figures: Type.Object({
    since: Type.String({ format: 'date-time' }),
    until: Type.String({ format: 'date-time' }),
    canary: FiguresSchema,
    current: FiguresSchema,
  }),
  limits: Type.Object({
    minViews: Type.Integer(),
    maxErrorsPer1000: NullableNumber(),
    maxErrorsVsCurrent: NullableNumber(),
    maxLcpVsCurrent: NullableNumber(),
    maxInpVsCurrent: NullableNumber(),
    minAddsVsCurrent: NullableNumber(),
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
  maxErrorsPer1000: NullableNumber({ minimum: 0 }),
  maxErrorsVsCurrent: NullableNumber({ minimum: 1 }),
  maxLcpVsCurrent: NullableNumber({ minimum: 1 }),
  maxInpVsCurrent: NullableNumber({ minimum: 1 }),
  minAddsVsCurrent: NullableNumber({ minimum: 0, maximum: 1 }),
  webhookUrl: NullableString({ maxLength: 500 }),
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
