import { COHORT_COOKIE, canaryPosition } from '@apteka/contracts';
import { expect, test, type Browser } from '../support/test';
import { deployAlteredBuild, e2ePlatform, runTeamScript, teamScriptOutput } from '../support/deploy';

/** The promotions page's own markup in content's browser chunk: where a version is made to throw, or marked. */
const PROMOTIONS = '"aria-label":"Виды акций"';
const THROWN = 'the promotions of the region are undefined';
/** A content version whose promotions page throws in browsers (its server bundle draws it as the current one does). */
const throwingOnPromotions = (code: string) =>
  code.replace(PROMOTIONS, `"aria-label":(()=>{throw new TypeError("${THROWN}")})()`);
/** A content version that works as the current one does: the same code, a byte apart. */
const healthy = (code: string) => (code.includes(PROMOTIONS) ? `/* a healthy canary */\n${code}` : code);

/** The canary's first share, and a dozen visitors: the journey. */
const FIRST_SHARE = 5;
const VISITORS = 12;
/** What the issue allows the platform from the visits to its move. */
const PLATFORM_ACTS_WITHIN_MS = 120_000;

/**
 * Cohort ids whose place in content's canary falls inside its first share: new browsers that the server would have
 * placed there, chosen so a dozen of them meet a 5 % canary without a few hundred others. `taken` keeps each phase's
 * visitors new.
 */
function cohortsInCanary(count: number, taken: Set<string>): string[] {
  const found: string[] = [];
  for (let n = 0; found.length < count; n += 1) {
    const id = `e2e-visitor-${n}`;
    if (!taken.has(id) && canaryPosition(id, 'content') < FIRST_SHARE) found.push(id);
  }
  for (const id of found) taken.add(id);
  return found;
}

/**
 * A new visitor (a browser of its own) opening the promotions: which content version its browser loaded. `leave`
 * goes away as a shopper does, which sends the visit's page views.
 */
async function visitPromotions(browser: Browser, baseURL: string, cohort: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: COHORT_COOKIE, value: cohort, url: baseURL }]);
  const page = await context.newPage();
  const loaded = new Set<string>();
  /** the reports of what content threw that the page handed to the store */
  let errorReports = 0;
  page.on('request', (request) => {
    const match = /\/remotes\/content\/([^/]+)\//.exec(request.url());
    if (match) loaded.add(match[1]!);
    if (new URL(request.url()).pathname === '/api/rum/errors') errorReports += 1;
  });
  await page.goto('/stock');
  return {
    page,
    loaded,
    errorReports: () => errorReports,
    leave: async () => {
      // the page is hidden and left: its views go out in a beacon
      await page.goto('about:blank');
      await context.close();
    },
  };
}

test('a content canary that throws in browsers is ended by the platform, a healthy one is stepped up, and a person’s release stands', async ({
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const baseURL = testInfo.project.use.baseURL!;
  const platform = e2ePlatform();
  const previous = (await platform.position('content')).current!;
  const policy = await platform.policy('content');
  const taken = new Set<string>();
  // a dozen views decide a step, and a step lasts a minute
  runTeamScript('registry', ['policy', 'content', '--min-views', String(VISITORS), '--minutes', '1']);
  try {
    // — a canary whose promotions page throws in the browser
    const broken = await deployAlteredBuild('content', throwingOnPromotions, {
      canary: FIRST_SHARE,
      rollout: {},
      reason: 'новые акции',
    });
    const visits = [];
    for (const cohort of cohortsInCanary(VISITORS, taken)) {
      const visit = await visitPromotions(browser, baseURL, cohort);
      await expect(visit.page.locator('[data-error-boundary="content"]')).toBeVisible({ timeout: 30_000 });
      expect([...visit.loaded]).toEqual([broken.version]);
      await expect.poll(visit.errorReports).toBeGreaterThan(0);
      visits.push(visit);
    }
    // all but one have left: their views are in, short of the least views, so the judge still waits
    for (const visit of visits.slice(0, -1)) await visit.leave();
    await expect
      .poll(async () => (await platform.position('content')).rollout?.judgement?.reason, { timeout: 60_000 })
      .toBe(`ждём просмотров: у канарейки ${VISITORS - 1} из ${VISITORS}`);
    const watched = await platform.position('content');
    expect(watched.canary).toEqual({ version: broken.version, percent: FIRST_SHARE });
    const [canaryHealth] = watched.health!.versions;
    expect(canaryHealth).toMatchObject({ version: broken.version, views: VISITORS - 1 });
    expect(canaryHealth!.errors).toBeGreaterThanOrEqual(VISITORS);
    expect(canaryHealth!.topErrors[0]!.message).toBe(`TypeError: ${THROWN}`);
    // what the team reads: the canary's errors beside the current version
    const status = teamScriptOutput('registry', ['status']);
    expect(status).toContain(broken.version);
    expect(status).toContain(`TypeError: ${THROWN}`);

    // the last visitor leaves; the platform ends the canary by itself, saying why
    await visits.at(-1)!.leave();
    await expect
      .poll(async () => (await platform.position('content')).moves[0], { timeout: PLATFORM_ACTS_WITHIN_MS })
      .toMatchObject({ by: 'platform', action: 'rollback', to: previous });
    const ended = await platform.position('content');
    expect(ended).toMatchObject({ current: previous, canary: null, rollout: null });
    expect(ended.moves[0]!.reason).toMatch(/^платформа: ошибок \d+\.\d на 1000 просмотров, предел 10/);

    // — a healthy canary: stepped up by the platform once its step had its views and its minute
    const good = await deployAlteredBuild('content', healthy, { canary: FIRST_SHARE, rollout: { steps: [5, 25] } });
    for (const cohort of cohortsInCanary(VISITORS, taken)) {
      const visit = await visitPromotions(browser, baseURL, cohort);
      // the page works, and what the server drew stands
      await expect(visit.page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
      await expect(visit.page.getByRole('navigation', { name: 'Виды акций' })).toBeVisible();
      await expect(visit.page.locator('[data-error-boundary]')).toHaveCount(0);
      expect([...visit.loaded]).toEqual([good.version]);
      await visit.leave();
    }
    await expect
      .poll(async () => (await platform.position('content')).moves[0], { timeout: PLATFORM_ACTS_WITHIN_MS })
      .toMatchObject({ by: 'platform', action: 'canary', canary: { version: good.version, percent: 25 } });

    // — a person releases it meanwhile: the platform's next pass leaves the person's move be
    runTeamScript('release:remote', ['content']);
    const released = await platform.position('content');
    expect(released).toMatchObject({ current: good.version, canary: null });
    await expect.poll(async () => (await platform.position('content')).rollout, { timeout: 60_000 }).toBeNull();
    const after = await platform.position('content');
    expect(after).toMatchObject({ current: good.version, canary: null, revision: released.revision });
    expect(after.moves[0]).toMatchObject({ action: 'release', by: expect.not.stringMatching(/^platform$/) });
  } finally {
    // the next journeys meet the store as it was
    const now = await platform.position('content');
    if (now.canary || now.current !== previous) runTeamScript('rollback:remote', ['content']);
    await platform.setPolicy('content', policy);
  }
});
