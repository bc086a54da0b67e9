import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E_DEPLOY_DIR } from '../playwright.config';
import { runTeamScript, shellFiles } from '../support/deploy';

test('deploying one remote moves only the registry: the new version is served, the shell is untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.locator('[data-boundary="content"]')).toHaveAttribute('data-version', '1.0.0');
  const before = shellFiles();
  expect(Object.keys(before)).toContainEqual(expect.stringMatching(/^shell\/[^/]+\/index\.html$/));

  const version = `1.0.1-e2e.${Date.now()}`;
  runTeamScript('deploy:remote', ['content'], { APP_VERSION: version });

  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/content/')) manifests.push(request.url());
  });
  await page.reload();
  await expect(page.locator('[data-boundary="content"]')).toHaveAttribute('data-version', version);
  expect(manifests).toContainEqual(expect.stringContaining(`/remotes/content/${version}/`));
  expect(shellFiles()).toEqual(before);

  // the previous version is still published, unchanged, for pages that already loaded it
  expect(fs.existsSync(path.join(E2E_DEPLOY_DIR, 'remotes/content/1.0.0/mf-manifest.json'))).toBe(true);
});
