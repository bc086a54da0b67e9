import { expect, test, type Page } from '../support/test';
import {
  clusterUnavailable,
  followTime,
  instanceRegistry,
  runPlatformScript,
  startE2eCluster,
  type E2eCluster,
} from '../support/cluster';

/** Ports of this journey's own: nginx, then the instances (a developer's `npm run cluster` uses 8080 and 3201-…). */
const PORT = 3170;
const FIRST_INSTANCE_PORT = 3171;
const INSTANCES = 3;
/**
 * How long an instance is given to serve a move made through another: its periodic read is an hour away, so one that
 * follows at all was told by the notification. How soon (about 45 ms) is `bench:cluster`'s figure, not a journey's.
 */
const FOLLOW_MS = 30_000;

// the shopper's browser talks to the cluster (nginx), and is a returning shopper there
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let store: E2eCluster | null = null;

test.beforeAll(async () => {
  const unavailable = await clusterUnavailable();
  test.skip(unavailable !== null, `a cluster cannot run here: ${unavailable}`);
  // a fresh database, then three instances starting on a small machine, the first publishing every build
  test.setTimeout(10 * 60_000);
  store = await startE2eCluster({ port: PORT, firstInstancePort: FIRST_INSTANCE_PORT, instances: INSTANCES });
});

test.afterAll(async () => {
  test.setTimeout(2 * 60_000);
  await store?.dispose();
  store = null;
});

/** Each instance, asked on its own port, serves `version` of content, told of it by the notification. */
async function everyInstanceFollows(version: string, since: number, what: string) {
  const { cluster } = store!;
  const times = await Promise.all(
    cluster.instances.map((instance) => followTime(instance.url, 'content', version, since, FOLLOW_MS)),
  );
  const report = cluster.instances.map((instance, i) => `:${instance.port} ${times[i]} ms`).join(', ');
  console.log(`${what}: every instance serves content@${version} (${report})`);
  test.info().annotations.push({ type: 'follow time', description: `${what}: ${report}` });
}

/** The versions of content whose files the page fetches from now on (through nginx, from /remotes/content/<v>/). */
function contentVersionsLoaded(page: Page) {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/content\/([^/]+)\//);
    if (match) versions.add(decodeURIComponent(match[1]!));
  });
  return versions;
}

/**
 * The open tab learns of the move when the shopper comes back to it, keeps what it shows until asked, and loads
 * `version` on «Обновить», its files from that version's folder.
 */
async function tabIsOfferedAndLoads(page: Page, showing: string, version: string) {
  const content = page.locator('[data-boundary="content"]');
  const notice = page.getByRole('status').filter({ hasText: 'Доступна новая версия сайта' });
  await expect(notice).toHaveCount(0);

  // the shopper comes back to the tab a while later
  await page.clock.fastForward(61_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(notice).toBeVisible();
  // offered, never forced: the page is still the one the shopper had
  await expect(content).toHaveAttribute('data-version', showing);

  const loaded = contentVersionsLoaded(page);
  await page.getByRole('button', { name: 'Обновить', exact: true }).click();
  await expect(content).toHaveAttribute('data-version', version);
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect([...loaded]).toEqual([version]);
}

test('a team token deploys content to a cluster: every instance follows at the notification, the open tab is offered it, and a rollback goes the same way', async ({
  page,
}) => {
  // a build of content, two moves, two reloads
  test.setTimeout(6 * 60_000);
  const { cluster, address, contentToken } = store!;
  const platform = { url: address, token: contentToken };

  await page.clock.install();
  await page.goto(`${address}/`);
  const content = page.locator('[data-boundary="content"]');
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  const before = (await content.getAttribute('data-version'))!;
  // every instance started from the same registry, and the page shows its current version
  for (const instance of cluster.instances) {
    expect((await instanceRegistry(instance.url)).remotes.content.current, `instance ${instance.index}`).toBe(before);
  }

  const version = `1.0.6-cluster.${Date.now()}`;
  runPlatformScript('deploy:remote', ['content'], platform, { APP_VERSION: version });
  await everyInstanceFollows(version, Date.now(), 'deploy');
  await tabIsOfferedAndLoads(page, before, version);

  runPlatformScript('rollback:remote', ['content', before], platform);
  await everyInstanceFollows(before, Date.now(), 'rollback');
  await tabIsOfferedAndLoads(page, version, before);
});
