import { invalid } from '../../platform/errors';

/**
 * How the platform judges an app's canary. Each step is judged on its own minutes (since the step began): every
 * limit compares the canary with the current version on those minutes, except the absolute error rate; a limit set
 * to null is not judged.
 */
export interface RolloutPolicy {
  /** the canary's shares in percent, in order; after the last a healthy canary is released to everyone */
  steps: number[];
  /** minutes at each share before the canary is stepped up */
  stepMinutes: number;
  /** page views of the canary (of the sessions that report) in the current step before any judgement of it */
  minViews: number;
  /** errors per 1,000 page views the canary may have at most, whatever the current version has */
  maxErrorsPer1000: number | null;
  /** the canary's errors per 1,000 views at most this many times the current's, plus ERROR_RATE_SLACK */
  maxErrorsVsCurrent: number | null;
  /** the canary's LCP p75 at most this many times the current's (1.2: 20 % worse) */
  maxLcpVsCurrent: number | null;
  /** the canary's INP p75 at most this many times the current's */
  maxInpVsCurrent: number | null;
  /** the canary's adds to the basket per view at least this share of the current's (0.8: 80 %) */
  minAddsVsCurrent: number | null;
  /** where each of the platform's moves is POSTed as JSON; null: nowhere */
  webhookUrl: string | null;
}

/** What an app without a policy of its own gets (docs/deploying.md lists them). */
export const DEFAULT_ROLLOUT_POLICY: RolloutPolicy = {
  steps: [5, 25, 50],
  stepMinutes: 30,
  minViews: 300,
  maxErrorsPer1000: 10,
  maxErrorsVsCurrent: 2,
  maxLcpVsCurrent: 1.2,
  maxInpVsCurrent: 1.2,
  minAddsVsCurrent: 0.8,
  webhookUrl: null,
};

/**
 * Errors per 1,000 views the canary may have beyond `maxErrorsVsCurrent` times the current's: a current version
 * with no errors at all would otherwise make a single error of the canary's twice too many.
 */
export const ERROR_RATE_SLACK = 1;
/** Real users' samples each version needs before its speed is judged. */
export const MIN_SPEED_SAMPLES = 20;
/** Adds to the basket the current version needs before the canary's are compared with them. */
export const MIN_CURRENT_ADDS = 20;

const refuse = (message: string) => invalid('rollout_policy', message);

/**
 * The shares a canary starting at `first` percent goes through: `first`, then the policy's larger ones. A share of
 * 100 is no canary: it is the release that follows the last share.
 */
export function canaryShares(steps: readonly number[], first: number): number[] {
  return [first, ...steps.filter((share) => share > first)].filter((share) => share < 100);
}

/** Checks a policy as a team sets it: shares rising from above 0, minutes and limits that make sense, an http(s) URL. */
export function assertPolicy(policy: RolloutPolicy): RolloutPolicy {
  const { steps } = policy;
  if (steps.length === 0 || steps.length > 10) throw refuse('Шагов канарейки — от 1 до 10.');
  if (steps.some((share, i) => !(share > 0 && share <= 100) || (i > 0 && share <= steps[i - 1]!))) {
    throw refuse(`Доли шагов растут и лежат между 0 и 100 %, а не ${steps.join(' → ')}.`);
  }
  if (!Number.isInteger(policy.stepMinutes) || policy.stepMinutes < 1 || policy.stepMinutes > 1440) {
    throw refuse('Минут на шаг — целое число от 1 до 1440.');
  }
  if (!Number.isInteger(policy.minViews) || policy.minViews < 0) {
    throw refuse('Наименьшее число просмотров — целое число от 0.');
  }
  const limits: Array<[number | null, string, (value: number) => boolean]> = [
    [policy.maxErrorsPer1000, 'Предел ошибок на 1000 просмотров — число от 0.', (v) => v >= 0],
    [policy.maxErrorsVsCurrent, 'Во сколько раз ошибок больше, чем у текущей, — число от 1.', (v) => v >= 1],
    [policy.maxLcpVsCurrent, 'Во сколько раз LCP больше, чем у текущей, — число от 1.', (v) => v >= 1],
    [policy.maxInpVsCurrent, 'Во сколько раз INP больше, чем у текущей, — число от 1.', (v) => v >= 1],
    [policy.minAddsVsCurrent, 'Доля добавлений в корзину от текущей — число от 0 до 1.', (v) => v >= 0 && v <= 1],
  ];
  for (const [value, message, fits] of limits) {
    if (value !== null && !(Number.isFinite(value) && fits(value))) throw refuse(message);
  }
  if (policy.webhookUrl !== null && !/^https?:\/\/[^\s]+$/.test(policy.webhookUrl)) {
    throw refuse('Адрес вебхука — http(s)://…');
  }
  return policy;
}
