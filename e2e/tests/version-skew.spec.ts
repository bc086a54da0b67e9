import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E_DEPLOY_DIR } from '../playwright.config';
import {
  contractsVersion,
  e2eRegistry,
  runRefusedTeamScript,
  runTeamScript,
  shellFiles,
  withContractsVersion,
} from '../support/deploy';

test("a remote built against the previous contracts minor works in today's shell; one of another major is refused at deploy", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const [major, minor] = contractsVersion().split('.').map(Number) as [number, number];
  test.skip(minor === 0, 'the contracts have no previous minor version yet');
  const olderContracts = `${major}.${minor - 1}.0`;
  const newerContracts = `${major + 1}.0.0`;
  const before = shellFiles();
  const previous = (await e2eRegistry()).remotes.content.current;

  const skewed = `1.0.3-skew.${Date.now()}`;
  withContractsVersion(olderContracts, () => runTeamScript('deploy:remote', ['content'], { APP_VERSION: skewed }));
  const published = path.join(E2E_DEPLOY_DIR, 'remotes/content', skewed, 'build-info.json');
  expect(JSON.parse(fs.readFileSync(published, 'utf8'))).toMatchObject({ contracts: olderContracts });

  // A first visit may be sent the page kept from before the deploy while the new one is drawn; a browser that asks
  // caches to check what they hold (as a reload does) is sent the store as it is now.
  await page.setExtraHTTPHeaders({ 'cache-control': 'no-cache' });
  await page.goto('/');
  const content = page.locator('[data-boundary="content"]');
  await expect(content).toHaveAttribute('data-version', skewed);
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/временно недоступен/)).toHaveCount(0);

  const refused = withContractsVersion(newerContracts, () =>
    runRefusedTeamScript('deploy:remote', ['content'], { APP_VERSION: `2.0.0-skew.${Date.now()}` }),
  );
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain(newerContracts);
  expect(refused.output).toContain(contractsVersion());
  expect((await e2eRegistry()).remotes.content.current).toBe(skewed);
  expect(fs.readdirSync(path.join(E2E_DEPLOY_DIR, 'remotes/content')).filter((v) => v.startsWith('2.0.0'))).toEqual([]);

  runTeamScript('rollback:remote', ['content', previous]);
  expect((await e2eRegistry()).remotes.content.current).toBe(previous);
  expect(shellFiles()).toEqual(before);
});
