import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './apps';
import { childGroup, type ChildGroup } from './child-group';
import { startNginx, upstreamServer, writeNginxFiles } from './nginx';

/** How long a stopping instance answers before it stops listening: longer than nginx keeps an idle connection. */
const DRAIN_MS = 5000;

export interface ClusterOptions {
  /** the PostgreSQL database every instance shares */
  databaseUrl: string;
  instances: number;
  /** nginx's port: the store's address */
  port: number;
  /** the first instance's port; the others follow */
  firstInstancePort: number;
  /** the cluster's own folder: origin, instances' data, nginx's files, logs, cluster.json */
  dir: string;
  /** more environment for every instance */
  env?: Record<string, string>;
  /**
   * the group the instances and nginx are started in (one of its own by default): a command that stops on signals
   * makes it before the start, so that a stop while the cluster starts reaches every process started so far
   */
  children?: ChildGroup;
}

export interface InstanceState {
  index: number;
  port: number;
  pid: number | null;
  url: string;
}

interface Instance extends InstanceState {
  child: ChildProcess | null;
  /** restarted by the supervisor when it dies, unless it is being stopped */
  stopping: boolean;
  exited: Promise<void>;
}

export interface ClusterFile {
  address: string;
  nginx: { pid: number | null; port: number };
  instances: InstanceState[];
  database: string;
  origin: string;
  metricsToken: string;
  startedAt: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, alive?: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (alive && !alive()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await pause(200);
  }
}

const answers = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

/**
 * The store as several servers run it, on one machine: N API instances on one PostgreSQL database and one origin
 * folder, nginx in front of them with the repo's configuration. The first instance publishes the builds of this
 * checkout before it listens; the others start from the registry it wrote. An instance that dies is started again
 * (as a service manager would); `restart` is a graceful one, `kill` a crash.
 */
export async function startCluster(options: ClusterOptions) {
  const dir = path.resolve(options.dir);
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'origin'), { recursive: true });
  const secretFile = path.join(dir, 'secret');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
  // every instance signs and checks the same sessions and CSRF tokens
  const sessionSecret = fs.readFileSync(secretFile, 'utf8').trim();
  const metricsToken = randomBytes(24).toString('base64url');
  const startedAt = new Date().toISOString();
  const children = options.children ?? childGroup();

  const instances: Instance[] = Array.from({ length: options.instances }, (_, index) => ({
    index,
    port: options.firstInstancePort + index,
    pid: null,
    url: `http://127.0.0.1:${options.firstInstancePort + index}`,
    child: null,
    stopping: false,
    exited: Promise.resolve(),
  }));

  const environment = (instance: Instance, publish: boolean): NodeJS.ProcessEnv => ({
    ...process.env,
    ...options.env,
    APP_ENV: process.env.APP_ENV ?? 'local',
    DATABASE_URL: options.databaseUrl,
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    DEPLOY_DIR: path.join(dir, 'origin'),
    DATA_DIR: path.join(dir, 'instances', String(instance.index)),
    SESSION_SECRET: sessionSecret,
    TRUST_PROXY: '1',
    METRICS_TOKEN: metricsToken,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOCAL_BUILDS: publish ? APPS.map((app) => path.join(app.dir, 'dist')).join(path.delimiter) : '',
    // nginx sends each page to one instance: each draws ahead only the pages it will be asked for
    PAGE_RING: instances.map((other) => upstreamServer(other.port)).join(','),
    PAGE_RING_SELF: upstreamServer(instance.port),
  });

  function launch(instance: Instance, publish = false) {
    if (children.stopping) return;
    const log = fs.openSync(path.join(dir, 'logs', `instance-${instance.index}.log`), 'a');
    const child = children.spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
      cwd: ROOT,
      env: environment(instance, publish),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    instance.child = child;
    instance.pid = child.pid ?? null;
    instance.stopping = false;
    instance.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        instance.child = null;
        instance.pid = null;
        resolve();
        if (!children.stopping && !instance.stopping) {
          console.error(`instance ${instance.index} exited (${signal ?? code}); starting it again`);
          launch(instance);
          writeClusterFile();
        }
      });
    });
    writeClusterFile();
  }

  const ready = (instance: Instance) =>
    waitFor(
      () => answers(`${instance.url}/api/ready`),
      `instance ${instance.index} on port ${instance.port}`,
      5 * 60_000,
      () => instance.child !== null,
    );

  let nginx: ChildProcess | null = null;
  function writeClusterFile() {
    const file: ClusterFile = {
      address: `http://127.0.0.1:${options.port}`,
      nginx: { pid: nginx?.pid ?? null, port: options.port },
      instances: instances.map(({ index, port, pid, url }) => ({ index, port, pid, url })),
      database: options.databaseUrl.replace(/\/\/[^@/]*@/, '//'),
      origin: path.join(dir, 'origin'),
      metricsToken,
      startedAt,
    };
    fs.writeFileSync(path.join(dir, 'cluster.json'), `${JSON.stringify(file, null, 2)}\n`);
  }

  const stop = () => children.stop();

  try {
    // the first publishes this checkout's builds; the rest find them in the registry
    launch(instances[0]!, true);
    await ready(instances[0]!);
    for (const instance of instances.slice(1)) launch(instance);
    await Promise.all(instances.slice(1).map(ready));

    const conf = path.join(dir, 'nginx');
    writeNginxFiles(conf, {
      port: options.port,
      upstreamPorts: instances.map((instance) => instance.port),
      origin: path.join(dir, 'origin'),
    });
    nginx = startNginx(children, conf);
    const proxy = nginx;
    await waitFor(
      () => answers(`http://127.0.0.1:${options.port}/api/health`),
      'nginx',
      30_000,
      () => proxy.exitCode === null,
    );
    writeClusterFile();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    address: `http://127.0.0.1:${options.port}`,
    metricsToken,
    instances: instances as readonly InstanceState[],
    /** a crash: the process is killed with `signal` (SIGKILL by default) and started again by the supervisor */
    async kill(index: number, signal: NodeJS.Signals = 'SIGKILL') {
      const instance = instances[index]!;
      const gone = instance.exited;
      instance.child?.kill(signal);
      await gone;
    },
    /** a graceful restart: SIGTERM, its drain, then a new process, returned once it is ready */
    async restart(index: number) {
      const instance = instances[index]!;
      instance.stopping = true;
      const gone = instance.exited;
      instance.child?.kill('SIGTERM');
      await gone;
      if (children.stopping) return;
      launch(instance);
      await ready(instance);
    },
    /** waits until the instance answers ready again (after a crash, the supervisor starts it) */
    ready: (index: number) => ready(instances[index]!),
    stop,
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
