import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** The value of one attribute of a tag as the page writes it, quoted or not. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find(Boolean);

test('a page names the integrity of the files it loads first, and its remote loads, each file once', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/catalog/')) requested.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/catalog');
  const body = await response!.text();
  await expect(page.locator('[data-boundary="catalog"]')).toBeVisible();

  // the shell's own script, and the remote's preloads, each with the SHA-384 of the file served there
  const tags = [
    ...(body.match(/<script\b[^>]*\ssrc=[^>]*>/g) ?? []),
    ...(body.match(/<link rel="preload"[^>]*>/g) ?? []),
  ];
  const checked = tags.filter((tag) => attribute(tag, 'integrity'));
  expect(checked.some((tag) => /\/main\.[0-9a-f]+\.js/.test(tag))).toBe(true);
  expect(checked.some((tag) => tag.includes('/remoteEntry.js'))).toBe(true);
  for (const tag of checked) {
    const address = attribute(tag, 'src') ?? attribute(tag, 'href')!;
    const file = await page.request.get(address);
    expect([address, attribute(tag, 'integrity')]).toEqual([address, sri(await file.body())]);
    if (tag.startsWith('<link')) expect(attribute(tag, 'crossorigin')).toBe('anonymous');
  }

  // the preloads are the requests the federation runtime then makes: nothing is downloaded twice
  const twice = requested.filter((path, i) => requested.indexOf(path) !== i);
  expect(twice).toEqual([]);
  expect(requested.some((path) => path.endsWith('/remoteEntry.js'))).toBe(true);
});

test('a remote file changed after upload is refused by the browser: the page shows the remote unavailable', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text()) && message.type() === 'error') refused.push(message.text());
  });
  // the bucket or the CDN serves other bytes than were uploaded
  await page.route('**/remotes/catalog/*/remoteEntry.js*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: 200, headers, body: `${await response.text()}\n;/* changed */` });
  });
  await page.goto('/catalog');
  await expect(page.locator('[data-remote-fallback="catalog"]')).toBeVisible({ timeout: 30_000 });
  expect(refused.join('\n')).toMatch(/remoteEntry\.js/);
  // the shell itself still works
  await expect(page.getByTestId('region-button')).toBeVisible();
});
