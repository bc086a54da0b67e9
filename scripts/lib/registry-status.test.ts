import type { AppOverview, VersionHealth } from './platform-client';
import { formatStatus } from './registry-status';

const move = (overrides: Partial<AppOverview['moves'][number]>): AppOverview['moves'][number] => ({
  id: 1,
  app: 'catalog',
  action: 'deploy',
  from: null,
  to: '1.0.0',
  canary: null,
  revision: 1,
  at: '2026-11-26T10:00:00.000Z',
  by: 'ci',
  team: 'Каталог',
  tokenId: '0123456789ab',
  ciRunUrl: null,
  reason: null,
  ...overrides,
});

describe('registry status', () => {
  test('shows current, canary and share, what to roll back to, the revision, failures and the last moves', () => {
    const catalog: AppOverview = {
      app: 'catalog',
      current: '1.1.0',
      canary: { version: '1.2.0', percent: 25 },
      revision: 3,
      versions: ['1.0.0', '1.1.0', '1.2.0'],
      failures: [{ version: '1.2.0', failures: 3, lastMessage: 'ChunkLoadError' }],
      speed: [
        { version: '1.1.0', pageType: null, metric: 'LCP', p75: 1800, samples: 120 },
        { version: '1.1.0', pageType: null, metric: 'INP', p75: 96.4, samples: 80 },
        { version: '1.2.0', pageType: null, metric: 'CLS', p75: 0.041, samples: 30 },
        { version: '1.2.0', pageType: null, metric: 'LCP', p75: 2450, samples: 35 },
        { version: '1.2.0', pageType: 'product', metric: 'LCP', p75: 2900, samples: 20 },
      ],
      moves: [
        move({
          id: 3,
          action: 'canary',
          from: '1.1.0',
          to: '1.1.0',
          canary: { version: '1.2.0', percent: 25 },
          revision: 3,
          ciRunUrl: 'https://ci.example/run/7',
          reason: 'новый фильтр',
        }),
        move({ id: 2, from: '1.0.0', to: '1.1.0', revision: 2 }),
      ],
    };
    const content: AppOverview = {
      ...catalog,
      app: 'content',
      current: null,
      canary: null,
      versions: [],
      moves: [],
      speed: [],
    };
    const text = formatStatus([catalog, content]);
    const catalogPart = text.slice(text.indexOf('catalog\n'), text.indexOf('content'));
    expect(catalogPart).toContain('current:      1.1.0');
    expect(catalogPart).toContain('canary:       1.2.0 for 25 % of browsers');
    expect(catalogPart).toContain('roll back to: 1.0.0');
    expect(catalogPart).toContain('revision:     3');
    expect(catalogPart).toContain('1.2.0: 3 (last: ChunkLoadError)');
    expect(catalogPart).toContain(
      'ci, «Каталог», token 0123456789ab canary: 1.1.0 -> 1.1.0 (canary 1.2.0 for 25 %) — новый фильтр https://ci.example/run/7',
    );
    expect(text).toContain('content: not deployed');
    // the canary first, slower than the current version, with its product pages apart
    expect(catalogPart).toContain(
      [
        '  speed, last 24 h (p75 of real users):',
        '    1.2.0 (canary)           LCP 2.45 s · CLS 0.04  (35 visits)',
        '      product                LCP 2.90 s  (20 visits)',
        '    1.1.0 (current)          LCP 1.80 s · INP 96 ms  (120 visits)',
      ].join('\n'),
    );
  });

  test('shows the canary beside the current version on the same minutes, with the top errors of each', () => {
    const version = (overrides: Partial<VersionHealth>): VersionHealth => ({
      version: '1.1.0',
      views: 900,
      weightedViews: 900,
      adds: 90,
      addsPerView: 0.1,
      errors: 1,
      topErrors: [],
      loadFailures: 0,
      serverFailures: {},
      slowRenders: 0,
      errorsPer1000: 1.11,
      speed: { LCP: { p75: 2000, samples: 40 }, INP: null, CLS: { p75: 0.02, samples: 40 } },
      ...overrides,
    });
    const catalog: AppOverview = {
      app: 'catalog',
      current: '1.1.0',
      canary: { version: '1.2.0', percent: 5 },
      revision: 3,
      versions: ['1.1.0', '1.2.0'],
      failures: [],
      speed: [],
      moves: [],
      health: {
        since: '2026-11-26T10:05:00.000Z',
        until: '2026-11-26T10:36:00.000Z',
        versions: [
          version({
            version: '1.2.0',
            views: 100,
            weightedViews: 200,
            adds: 4,
            addsPerView: 0.04,
            errors: 10,
            topErrors: [
              { fingerprint: '0000000000000a', errors: 7, source: 'boundary', message: 'TypeError: price of <n>' },
              { fingerprint: '0000000000000b', errors: 3, source: 'window', message: 'Error: no stock' },
            ],
            loadFailures: 1,
            serverFailures: { crash: 1, hang: 2 },
            slowRenders: 4,
            errorsPer1000: 115,
            speed: { LCP: { p75: 3100, samples: 9 }, INP: { p75: 180, samples: 5 }, CLS: null },
          }),
          version({}),
        ],
      },
    };
    const text = formatStatus([catalog]);
    expect(text).toContain(
      [
        '  health since 10:05 UTC (31 min):',
        '                            1.2.0 (canary)        1.1.0 (current)',
        '    page views              100 (≈ 200)           900',
        '    errors / 1,000 views    115.0                 1.1',
        '    errors in browsers      10                    1',
        '    failed loads            1                     0',
        '    failed server renders   3 (crash 1, hang 2)   0',
        '    slow server renders     4                     0',
        '    LCP p75                 3.10 s (9)            2.00 s (40)',
        '    INP p75                 180 ms (5)            —',
        '    CLS p75                 —                     0.02 (40)',
        '    adds per view           0.040                 0.100',
        '  top errors of 1.2.0:',
        '    7 × TypeError: price of <n>  (0000000000000a, boundary)',
        '    3 × Error: no stock  (0000000000000b, window)',
      ].join('\n'),
    );
  });

  test('shows where a canary under the policy stands and what the judge would decide now, or that a person took it over', () => {
    const figures = { version: '1.2.0', views: 120, errorsPer1000: 0, lcpP75: null, inpP75: null, addsPerView: 0.1 };
    const catalog: AppOverview = {
      app: 'catalog',
      current: '1.1.0',
      canary: { version: '1.2.0', percent: 25 },
      revision: 4,
      versions: ['1.1.0', '1.2.0'],
      failures: [],
      speed: [],
      moves: [],
      rollout: {
        app: 'catalog',
        version: '1.2.0',
        steps: [5, 25, 50],
        stepMinutes: 30,
        startedAt: '2026-11-26T10:05:00.000Z',
        startedBy: 'ci',
        judgement: {
          decision: 'wait',
          reason: 'ждём просмотров: у канарейки 120 из 300',
          step: { index: 1, of: 3, percent: 25, since: '2026-11-26T10:35:10.000Z', minutes: 30 },
          nextPercent: null,
          nextJudgementAt: '2026-11-26T11:05:10.000Z',
          figures: {
            since: '2026-11-26T10:05:00.000Z',
            until: '2026-11-26T10:50:00.000Z',
            canary: figures,
            current: figures,
          },
        },
      },
    };
    expect(formatStatus([catalog])).toContain(
      [
        '  revision:     4',
        '  rollout:      1.2.0 under the policy: 5 → 25 → 50 % then everyone, 30 min each (started 10:05 UTC by ci)',
        '                step 2 of 3 (25 %) since 10:35 UTC; may step up from 11:05 UTC',
        '                the judge now: wait — ждём просмотров: у канарейки 120 из 300',
      ].join('\n'),
    );
    expect(formatStatus([{ ...catalog, rollout: { ...catalog.rollout!, judgement: null } }])).toContain(
      "taken over by a move that was not the platform's: the judge leaves it be",
    );
  });
});
