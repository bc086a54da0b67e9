import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';

const ROOT = path.resolve(__dirname, '..', '..');
const DEV_PORT = 3195;
const MANIFEST = `http://localhost:${DEV_PORT}/mf-manifest.json`;

let devServer: ChildProcess | null = null;

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  devServer = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
    {
      cwd: path.join(ROOT, 'mfe-content'),
      env: { ...process.env, DEV_PORT: String(DEV_PORT) },
      stdio: 'ignore',
    },
  );
  await waitFor(MANIFEST, 150_000);
});

test.afterAll(() => {
  devServer?.kill('SIGTERM');
});

test('one remote served by its dev server replaces the deployed one through the documented override', async ({
  page,
}) => {
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${DEV_PORT}/`)) fromDevServer.push(request.url());
  });

  await page.goto(`/?mf-override=content@${MANIFEST}`);
  await expect(page.locator('[data-boundary="content"] h1')).toBeAttached();
  await expect(page.getByText('Режим разработки: content')).toBeVisible();
  expect(fromDevServer).toContain(MANIFEST);

  // remembered across pages until cleared; other remotes stay as deployed
  await page.goto('/pharmacies');
  await expect(page.locator('[data-boundary="pharmacies"]')).toBeVisible();
  await expect(page.getByText('Режим разработки: content')).toBeVisible();

  await page.goto('/?mf-override=content@');
  await expect(page.locator('[data-boundary="content"] h1')).toBeAttached();
  await expect(page.getByText('Режим разработки')).toHaveCount(0);
});
