import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E_DEPLOY_DIR } from '../playwright.config';

const ROOT = path.resolve(__dirname, '..', '..');

/** Digests of the shell's published files (everything outside remotes/ and the registry). */
function shellFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(E2E_DEPLOY_DIR)) {
    const full = path.join(E2E_DEPLOY_DIR, name);
    if (name === 'remotes' || name === 'registry.json' || fs.statSync(full).isDirectory()) continue;
    out[name] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

test('deploying one remote moves only the registry: the new version is served, the shell is untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.locator('[data-boundary="content"]')).toHaveAttribute('data-version', '1.0.0');
  const before = shellFiles();
  expect(Object.keys(before)).toContain('index.html');

  const version = `1.0.1-e2e.${Date.now()}`;
  execFileSync('npm', ['run', 'deploy:remote', '--', 'content'], {
    cwd: ROOT,
    env: { ...process.env, APP_VERSION: version, DEPLOY_DIR: E2E_DEPLOY_DIR },
    stdio: 'inherit',
  });

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
