import { expect, test } from '../support/test';
import { runTeamScript } from '../support/deploy';

test('an open tab is offered the new version once a remote it shows is redeployed, and loads it only when asked', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await page.goto('/');
  const content = page.locator('[data-boundary="content"]');
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  const before = (await content.getAttribute('data-version'))!;

  const version = `1.0.4-release.${Date.now()}`;
  runTeamScript('deploy:remote', ['content'], { APP_VERSION: version });
  const notice = page.getByRole('status').filter({ hasText: 'Доступна новая версия сайта' });
  await expect(notice).toHaveCount(0);

  // the shopper comes back to the tab a while later
  await page.clock.fastForward(61_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(notice).toBeVisible();
  // offered, never forced: the page is still the one the shopper had
  await expect(content).toHaveAttribute('data-version', before);

  await page.getByRole('button', { name: 'Обновить', exact: true }).click();
  await expect(content).toHaveAttribute('data-version', version);
  await expect(notice).toHaveCount(0);

  runTeamScript('rollback:remote', ['content', before]);
});
