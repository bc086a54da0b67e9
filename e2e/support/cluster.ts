import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName, RemoteRegistry } from '@apteka/contracts';
import { migrate } from '../../api/src/platform/database/migrate';
import { createThrowawayPostgres, type ThrowawayDatabase } from '../../api/src/platform/database/throwaway-postgres';
import { createToken } from '../../api/src/releases';
import { seedIfEmpty } from '../../api/src/seed';
import { serverAnswers as answers } from '../../scripts/lib/bench-database';
import { startCluster, type Cluster } from '../../scripts/lib/cluster';

const ROOT = path.resolve(__dirname, '..', '..');

/** The PostgreSQL server the throwaway databases are made on, as the API's own tests and benchmarks find it. */
const ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Why a cluster cannot run on this machine: no nginx, or no PostgreSQL server. null when both are there (CI has
 * both, so there the cluster journeys always run). Anything else missing (nginx's brotli module, a database the
 * server refuses) fails the journey instead of skipping it.
 */
export async function clusterUnavailable(): Promise<string | null> {
  if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some((binary) => fs.existsSync(binary))) {
    return 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)';
  }
  const server = new URL(ADMIN_URL);
  const port = Number(server.port || 5432);
  if (!(await answers(server.hostname, port))) return `no PostgreSQL server answers at ${server.hostname}:${port}`;
  return null;
}

export interface E2eCluster {
  cluster: Cluster;
  /** nginx: the store's address */
  address: string;
  /** the bearer token of a content team, made in the cluster's database */
  contentToken: string;
  /** stops the cluster, drops its database, removes its folder; safe to call more than once */
  dispose(): Promise<void>;
}

/**
 * The store as several servers run it, for one journey: a throwaway database (migrated, a small catalogue; the
 * first instance imports the content itself, as it does on a fresh server), `instances` API instances from
 * `firstInstancePort` on, nginx on `port`, everything in a temporary folder. The instances publish this checkout's
 * builds (the apps' dist/ folders, which the e2e store's start builds). If the journey's worker ends without
 * dispose, its instances and nginx are killed on the way out.
 */
export async function startE2eCluster({
  port,
  firstInstancePort,
  instances,
}: {
  port: number;
  firstInstancePort: number;
  instances: number;
}): Promise<E2eCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apteka-e2e-cluster-'));
  let database: ThrowawayDatabase | null = null;
  let cluster: Cluster | null = null;
  let disposed: Promise<void> | null = null;

  // a worker that dies (or is stopped by a timeout) does not leave servers behind on the journey's ports
  const killLeftovers = () => {
    if (!cluster) return;
    for (const instance of cluster.instances) if (instance.pid) tryKill(instance.pid);
    const nginxPid = Number(fs.readFileSync(path.join(dir, 'nginx', 'nginx.pid'), 'utf8'));
    if (nginxPid) tryKill(nginxPid);
  };
  const onExit = () => {
    try {
      killLeftovers();
    } catch {
      // the pid file is gone: nginx stopped already
    }
  };
  process.once('exit', onExit);

  const dispose = () =>
    (disposed ??= (async () => {
      try {
        await cluster?.stop();
      } finally {
        process.removeListener('exit', onExit);
        await database?.dispose();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    })());

  try {
    database = await createThrowawayPostgres(ADMIN_URL, 'apteka_e2e_cluster', 2);
    await migrate(database.db);
    await seedIfEmpty(database.db, { products: 200 });
    const { secret } = await createToken(database.db, 'content', 'Контент', 'e2e');
    cluster = await startCluster({
      databaseUrl: database.connectionString,
      instances,
      port,
      firstInstancePort,
      dir,
      // the instances' periodic read of the registry is an hour away: one that follows a move was told by the
      // database's notification, whatever the machine's load made it take
      env: { LOG_LEVEL: 'warn', REGISTRY_REFRESH_SECONDS: '3600' },
    });
    return { cluster, address: cluster.address, contentToken: secret, dispose };
  } catch (error) {
    await dispose().catch(() => undefined);
    throw error;
  }
}

function tryKill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

/**
 * Runs one of the team scripts (deploy:remote, rollback:remote, …) as a team's CI runs it against a platform: the
 * platform's address and the team's token, nothing of the e2e store.
 */
export function runPlatformScript(
  script: string,
  args: string[],
  platform: { url: string; token: string },
  env: Record<string, string> = {},
) {
  const { PORT: _port, DATA_DIR: _data, DEPLOY_DIR: _deploy, ...inherited } = process.env;
  execFileSync('npm', ['run', script, '--', ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env, PLATFORM_URL: platform.url, DEPLOY_TOKEN: platform.token },
    stdio: 'inherit',
  });
}

/** The registry one instance serves, asked on its own port (not through nginx). */
export async function instanceRegistry(url: string): Promise<RemoteRegistry> {
  const response = await fetch(`${url}/registry.json`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url}/registry.json answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

/**
 * How long after `since` the instance at `url` serves `version` as the current one of `remote`: asked again and
 * again until it does, or until `timeoutMs` have passed (then it throws, saying what the instance serves).
 */
export async function followTime(
  url: string,
  remote: RemoteName,
  version: string,
  since: number,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = since + timeoutMs;
  let last: string | undefined;
  for (;;) {
    const served = await instanceRegistry(url).then(
      (registry) => registry.remotes[remote].current,
      (error: unknown) => `(${error instanceof Error ? error.message : String(error)})`,
    );
    if (served === version) return Date.now() - since;
    last = served;
    if (Date.now() > deadline) {
      throw new Error(`${url} still serves ${remote}@${last} ${timeoutMs} ms later, not ${version}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
