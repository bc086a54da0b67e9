import { expect, test, type Browser } from '../support/test';
import { e2eRegistry, runTeamScript, shellFiles, teamScriptOutput } from '../support/deploy';

/** A browser of its own (its own cohort id), opening the catalogue: the catalog version it was given. */
async function catalogVersionIn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // this context is not the fixture's, so it watches the store's Content-Security-Policy itself
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const loaded: string[] = [];
  page.on('request', (request) => {
    const match = request.url().match(/\/remotes\/catalog\/([^/]+)\//);
    if (match) loaded.push(match[1]!);
  });
  const open = async () => {
    // leave the previous page first, so nothing it still loads is counted
    await page.goto('about:blank');
    loaded.length = 0;
    await page.goto('/catalog');
    const boundary = page.locator('[data-boundary="catalog"]');
    await expect(boundary).toBeVisible();
    const version = await boundary.getAttribute('data-version');
    // every file of the catalog came from the version's own folder
    expect([...new Set(loaded)]).toEqual([version]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    return version;
  };
  return { open, close: () => context.close() };
}

/** Opens a preview link in a browser of its own, then the catalogue: the version drawn, and whether it is a preview. */
async function previewOf(browser: Browser, baseURL: string, link: string, version: string, pinned: boolean) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  const answer = await page.goto('/catalog');
  // drawn by the server at that version, before any script ran
  expect(await answer!.text()).toContain(`data-boundary="catalog" data-version="${version}"`);
  await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-version', version);
  const badge = page.getByRole('status').filter({ hasText: 'Предпросмотр:' });
  if (pinned) await expect(badge).toHaveText(`Предпросмотр: catalog ${version} · выйти`);
  else await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(badge).toHaveCount(pinned ? 1 : 0);
  await context.close();
}

test('a catalog canary reaches only its share of browsers, then release and rollback move everyone, and the shell is untouched', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const previous = (await e2eRegistry()).remotes.catalog.current;
  const before = shellFiles();
  const canary = `1.0.2-canary.${Date.now()}`;

  runTeamScript('deploy:remote', ['catalog', '--canary', '100'], { APP_VERSION: canary });
  expect((await e2eRegistry()).remotes.catalog).toMatchObject({
    current: previous,
    canary: { version: canary, percent: 100 },
  });
  const first = await catalogVersionIn(browser, baseURL);
  expect(await first.open()).toBe(canary);
  expect(await first.open()).toBe(canary);

  // the same build, already published, now for nobody: a browser that comes now keeps the current version
  runTeamScript('deploy:remote', ['catalog', '--canary', '0'], { APP_VERSION: canary });
  const second = await catalogVersionIn(browser, baseURL);
  expect(await second.open()).toBe(previous);

  // the team sees the canary before any shopper: a preview link pins the browser that opens it, drawn by the server
  const link = new URL(teamScriptOutput('preview:remote', ['catalog', canary]).trim().split('\n').pop()!);
  await previewOf(browser, baseURL, `/${link.search}`, canary, true);
  // a link altered by a character shows the store as shoppers see it
  const altered = link.search.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await previewOf(browser, baseURL, `/${altered}`, previous, false);

  runTeamScript('release:remote', ['catalog']);
  expect(await second.open()).toBe(canary);
  expect(await first.open()).toBe(canary);

  runTeamScript('rollback:remote', ['catalog']);
  expect((await e2eRegistry()).remotes.catalog.current).toBe(previous);
  expect(await first.open()).toBe(previous);
  expect(await second.open()).toBe(previous);

  expect(shellFiles()).toEqual(before);
  await first.close();
  await second.close();
});
