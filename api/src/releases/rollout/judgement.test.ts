import type { VersionHealth } from '../health/version-health';
import { judgeCanary, type JudgementInput } from './judgement';
import { DEFAULT_ROLLOUT_POLICY, canaryShares } from './rollout-policy';
import { stepWindow } from './rollouts';

const movedAt = new Date('2026-11-29T10:00:00Z');
const minutesLater = (minutes: number) => new Date(movedAt.getTime() + minutes * 60_000);

const health = (overrides: Partial<VersionHealth> = {}): VersionHealth => ({
  version: '1.0.0',
  views: 1000,
  weightedViews: 1000,
  adds: 100,
  addsPerView: 0.1,
  errors: 0,
  topErrors: [],
  loadFailures: 0,
  serverFailures: {},
  slowRenders: 0,
  errorsPer1000: 0,
  speed: { LCP: { p75: 2000, samples: 50 }, INP: { p75: 100, samples: 50 }, CLS: null },
  ...overrides,
});

/** The judgement of a canary at 25 % (the second of 5 → 25 → 50) with these figures, `minutes` into its step. */
function judge(
  canary: Partial<VersionHealth>,
  minutes = 31,
  current: Partial<VersionHealth> = {},
  steps = [5, 25, 50],
) {
  const input: JudgementInput = {
    policy: DEFAULT_ROLLOUT_POLICY,
    rollout: {
      id: 1,
      app: 'catalog',
      version: '1.1.0',
      steps,
      stepMinutes: 30,
      startedRevision: 3,
      startedAt: movedAt,
      startedBy: 'ci',
    },
    canary: { percent: 25 },
    movedAt,
    health: {
      since: movedAt,
      until: minutesLater(minutes),
      versions: [health({ version: '1.1.0', ...canary }), health(current)],
    },
    now: minutesLater(minutes),
  };
  return judgeCanary(input);
}

describe("the judge's decision", () => {
  it('steps a healthy canary up once the step is over, and waits before', () => {
    expect(judge({}, 29)).toMatchObject({ decision: 'wait', nextJudgementAt: minutesLater(30).toISOString() });
    expect(judge({}, 30)).toMatchObject({ decision: 'step', nextPercent: 50, nextJudgementAt: null });
  });

  it('releases after the last share', () => {
    expect(judge({}, 31, {}, [5, 25])).toMatchObject({ decision: 'release', step: { index: 1, of: 2, percent: 25 } });
  });

  it('waits for the least page views, whatever the figures', () => {
    expect(judge({ views: 299, errorsPer1000: 500 })).toMatchObject({ decision: 'wait' });
  });

  it('rolls back at once, mid-step, on errors beyond the absolute limit or twice the current’s plus one', () => {
    // beside a current of 5, twice plus one is 11: the absolute limit of 10 decides
    expect(judge({ errorsPer1000: 10 }, 1, { errorsPer1000: 5 }).decision).toBe('wait');
    expect(judge({ errorsPer1000: 10.5 }, 1, { errorsPer1000: 5 })).toMatchObject({
      decision: 'rollback',
      reason: 'ошибок 10.5 на 1000 просмотров, предел 10',
    });
    // 2 × 3 + 1 = 7 is the most beside a current of 3
    expect(judge({ errorsPer1000: 7 }, 1, { errorsPer1000: 3 }).decision).toBe('wait');
    expect(judge({ errorsPer1000: 7.5 }, 1, { errorsPer1000: 3 })).toMatchObject({
      decision: 'rollback',
      reason: 'ошибок 7.5 на 1000 просмотров против 3.0 у текущей (предел: в 2 раза больше и ещё 1)',
    });
  });

  it('rolls back on LCP or INP more than 20 % worse, once both versions have enough samples', () => {
    expect(judge({ speed: { LCP: { p75: 2400, samples: 50 }, INP: null, CLS: null } }).decision).toBe('step');
    expect(judge({ speed: { LCP: { p75: 2401, samples: 50 }, INP: null, CLS: null } })).toMatchObject({
      decision: 'rollback',
      reason: 'LCP p75 2401 мс против 2000 мс у текущей (предел: на 20 % хуже)',
    });
    expect(judge({ speed: { LCP: { p75: 9000, samples: 19 }, INP: null, CLS: null } }).decision).toBe('step');
    expect(judge({ speed: { LCP: null, INP: { p75: 130, samples: 20 }, CLS: null } })).toMatchObject({
      decision: 'rollback',
      reason: 'INP p75 130 мс против 100 мс у текущей (предел: на 20 % хуже)',
    });
  });

  it('rolls back when adds to the basket per view fall below 80 % of the current’s, once the current has 20 adds', () => {
    expect(judge({ addsPerView: 0.081 }).decision).toBe('step');
    expect(judge({ addsPerView: 0.079 })).toMatchObject({
      decision: 'rollback',
      reason: 'добавлений в корзину 0.079 на просмотр против 0.100 у текущей (не меньше 80 %)',
    });
    expect(judge({ addsPerView: 0.01 }, 31, { adds: 19, addsPerView: 0.019 }).decision).toBe('step');
  });

  it('a canary started at any share goes on with the policy’s larger ones, and 100 is the release', () => {
    expect(canaryShares([5, 25, 50], 10)).toEqual([10, 25, 50]);
    expect(canaryShares([5, 25, 50, 100], 5)).toEqual([5, 25, 50]);
    expect(canaryShares([5, 25, 50], 60)).toEqual([60]);
  });
});

describe('the minutes a step is judged on', () => {
  it('are the current step’s, from the app’s last move, not the whole canary’s', () => {
    const rollout = {
      id: 1,
      app: 'catalog',
      version: '1.1.0',
      steps: [5, 25, 50],
      stepMinutes: 30,
      startedRevision: 3,
      startedAt: movedAt,
      startedBy: 'ci',
    };
    const stepped = minutesLater(31);
    expect(stepWindow(rollout, { movedAt: stepped }, minutesLater(40))).toEqual({
      since: stepped,
      until: minutesLater(40),
    });
  });
});
