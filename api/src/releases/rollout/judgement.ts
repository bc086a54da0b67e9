import type { AppHealth, VersionHealth } from '../health/version-health';
import { ERROR_RATE_SLACK, MIN_CURRENT_ADDS, MIN_SPEED_SAMPLES, type RolloutPolicy } from './rollout-policy';
import type { Rollout } from './rollout-repository';

export type Decision = 'wait' | 'step' | 'release' | 'rollback';

/** What the judge read of one version: the figures it judges by. */
export interface VersionFigures {
  version: string;
  views: number;
  errorsPer1000: number | null;
  lcpP75: number | null;
  inpP75: number | null;
  addsPerView: number | null;
  topErrors: Array<{ fingerprint: string; errors: number; message: string }>;
}

/**
 * What the judge decided of a canary and why, with the figures that decided it: a plain JSON object, recorded with
 * each move the platform makes and POSTed to the team's webhook as it is.
 */
export interface Judgement {
  app: string;
  version: string;
  decision: Decision;
  /** why, in Russian, with the figures that decided it */
  reason: string;
  step: { index: number; of: number; percent: number; since: string; minutes: number };
  /** the share a step goes to; null for any other decision */
  nextPercent: number | null;
  /** when the judge looks again with a chance to step up: the step's end; null once decided */
  nextJudgementAt: string | null;
  figures: { since: string; until: string; canary: VersionFigures; current: VersionFigures };
  limits: Omit<RolloutPolicy, 'webhookUrl' | 'steps' | 'stepMinutes'>;
}

export interface JudgementInput {
  policy: RolloutPolicy;
  rollout: Rollout;
  /** the canary's share now and when the app last moved (the current step's start) */
  canary: { percent: number };
  movedAt: Date;
  /** the canary and the current version on the same minutes: since the current step began */
  health: AppHealth & { versions: [VersionHealth, VersionHealth] };
  now: Date;
}

const figuresOf = (health: VersionHealth): VersionFigures => ({
  version: health.version,
  views: health.views,
  errorsPer1000: health.errorsPer1000,
  lcpP75: health.speed.LCP && health.speed.LCP.samples >= MIN_SPEED_SAMPLES ? health.speed.LCP.p75 : null,
  inpP75: health.speed.INP && health.speed.INP.samples >= MIN_SPEED_SAMPLES ? health.speed.INP.p75 : null,
  addsPerView: health.addsPerView,
  topErrors: health.topErrors.map(({ fingerprint, errors, message }) => ({ fingerprint, errors, message })),
});

const hhmm = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;
const rate = (value: number) => value.toFixed(1);

/** Where the canary is clearly worse than the current version (or than the absolute limit), one line each. */
function violations(policy: RolloutPolicy, canary: VersionHealth, current: VersionHealth): string[] {
  const found: string[] = [];
  const errors = canary.errorsPer1000 ?? 0;
  const currentErrors = current.errorsPer1000;
  if (policy.maxErrorsPer1000 !== null && errors > policy.maxErrorsPer1000) {
    found.push(`ошибок ${rate(errors)} на 1000 просмотров, предел ${policy.maxErrorsPer1000}`);
  }
  if (
    policy.maxErrorsVsCurrent !== null &&
    currentErrors !== null &&
    errors > currentErrors * policy.maxErrorsVsCurrent + ERROR_RATE_SLACK
  ) {
    found.push(
      `ошибок ${rate(errors)} на 1000 просмотров против ${rate(currentErrors)} у текущей ` +
        `(предел: в ${policy.maxErrorsVsCurrent} раза больше и ещё ${ERROR_RATE_SLACK})`,
    );
  }
  const speed: Array<['LCP' | 'INP', number | null]> = [
    ['LCP', policy.maxLcpVsCurrent],
    ['INP', policy.maxInpVsCurrent],
  ];
  for (const [metric, limit] of speed) {
    const mine = figuresOf(canary)[metric === 'LCP' ? 'lcpP75' : 'inpP75'];
    const theirs = figuresOf(current)[metric === 'LCP' ? 'lcpP75' : 'inpP75'];
    if (limit !== null && mine !== null && theirs !== null && mine > theirs * limit) {
      found.push(
        `${metric} p75 ${Math.round(mine)} мс против ${Math.round(theirs)} мс у текущей ` +
          `(предел: на ${Math.round((limit - 1) * 100)} % хуже)`,
      );
    }
  }
  if (
    policy.minAddsVsCurrent !== null &&
    current.adds >= MIN_CURRENT_ADDS &&
    canary.addsPerView !== null &&
    current.addsPerView !== null &&
    canary.addsPerView < current.addsPerView * policy.minAddsVsCurrent
  ) {
    found.push(
      `добавлений в корзину ${canary.addsPerView.toFixed(3)} на просмотр против ${current.addsPerView.toFixed(3)} ` +
        `у текущей (не меньше ${Math.round(policy.minAddsVsCurrent * 100)} %)`,
    );
  }
  return found;
}

/**
 * The judge's decision on a canary at its current share. Once the canary has the least page views: clearly worse on
 * any limit → roll it back (at once, not at the step's end); as healthy as the current version → after the step's
 * minutes, step up to the next share, or release it to everyone after the last; otherwise wait.
 */
export function judgeCanary({ policy, rollout, canary, movedAt, health, now }: JudgementInput): Judgement {
  const [mine, theirs] = health.versions;
  const index = rollout.steps.indexOf(canary.percent);
  const stepEnds = new Date(movedAt.getTime() + rollout.stepMinutes * 60_000);
  const base = {
    app: rollout.app,
    version: rollout.version,
    step: {
      index,
      of: rollout.steps.length,
      percent: canary.percent,
      since: movedAt.toISOString(),
      minutes: rollout.stepMinutes,
    },
    figures: {
      since: health.since.toISOString(),
      until: health.until.toISOString(),
      canary: figuresOf(mine),
      current: figuresOf(theirs),
    },
    limits: {
      minViews: policy.minViews,
      maxErrorsPer1000: policy.maxErrorsPer1000,
      maxErrorsVsCurrent: policy.maxErrorsVsCurrent,
      maxLcpVsCurrent: policy.maxLcpVsCurrent,
      maxInpVsCurrent: policy.maxInpVsCurrent,
      minAddsVsCurrent: policy.minAddsVsCurrent,
    },
  };
  const waiting = (reason: string): Judgement => ({
    ...base,
    decision: 'wait',
    reason,
    nextPercent: null,
    nextJudgementAt: (stepEnds > now ? stepEnds : now).toISOString(),
  });
  if (mine.views < policy.minViews) {
    return waiting(`ждём просмотров: у канарейки ${mine.views} из ${policy.minViews}`);
  }
  const worse = violations(policy, mine, theirs);
  if (worse.length > 0) {
    return { ...base, decision: 'rollback', reason: worse.join('; '), nextPercent: null, nextJudgementAt: null };
  }
  const summary =
    `ошибок ${rate(mine.errorsPer1000 ?? 0)} на 1000 просмотров против ` +
    `${theirs.errorsPer1000 === null ? '—' : rate(theirs.errorsPer1000)} у текущей, просмотров ${mine.views}`;
  if (now < stepEnds) return waiting(`пока здорова (${summary}); шаг ${canary.percent} % длится до ${hhmm(stepEnds)}`);
  const next = rollout.steps[index + 1];
  if (next === undefined) {
    return {
      ...base,
      decision: 'release',
      reason: `здорова на последнем шаге ${canary.percent} % (${summary}): выкатываем на всех`,
      nextPercent: null,
      nextJudgementAt: null,
    };
  }
  return {
    ...base,
    decision: 'step',
    reason: `здорова ${rollout.stepMinutes} мин на ${canary.percent} % (${summary}): дальше ${next} %`,
    nextPercent: next,
    nextJudgementAt: null,
  };
}
