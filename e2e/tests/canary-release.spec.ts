import { expect, test, type Browser } from '../support/test';
import { e2eRegistry, runTeamScript, shellFiles } from '../support/deploy';

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
