import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';
import { waitForServer } from './wait-for-server';

/** How long a stopping store may drain before what is left of it is killed: one swamped by a surge may take minutes. */
const STOP_WAIT_MS = 15_000;

/**
 * The store built for production and started on a spare port with deploy and data folders of its own, so a
 * benchmark or a screenshot run never touches a developer's store. It runs in a process group of its own (the
 * launcher, `scripts/start.ts` and the API under it): `stop` ends the whole group, waiting for it, so no API process
 * outlives the run to hold the port and the CPU while the next run is measured; the folders are removed then. The
 * group is killed too if this process ends first. `restart` stops the group and starts it again on the same folders,
 * as a store's process restarted on its own data.
 */
export function startSpareStore(port: number, name: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  let server!: ChildProcess;
  let exited!: Promise<void>;
  const launch = () => {
    server = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/start.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DEPLOY_DIR: path.join(work, 'deploy'),
          DATA_DIR: path.join(work, 'data'),
          LOG_LEVEL: 'warn',
          // a measured visit loads web-vitals after the page works: left out, so runs compare like with like
          RUM_SAMPLE_RATE: '0',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      },
    );
    exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  };
  launch();
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, signal);
    } catch {
      // the group has ended
    }
  };
  const killOnExit = () => signalGroup('SIGKILL');
  const killOnSignal = (signal: NodeJS.Signals) => {
    signalGroup('SIGKILL');
    process.kill(process.pid, signal);
  };
  process.once('exit', killOnExit);
  process.once('SIGINT', killOnSignal);
  process.once('SIGTERM', killOnSignal);
  /** Ends the group as its processes would be stopped: a drain, then whatever is left of it killed. */
  async function stopGroup() {
    signalGroup('SIGTERM');
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(waited);
    // whatever of the group is left: the API when its launcher ended first, or a store still draining
    signalGroup('SIGKILL');
  }
  return {
    base: `http://localhost:${port}`,
    /** the process group of the store's processes: the launcher, the API and its renderers */
    get group() {
      return server.pid!;
    },
    ready: () => waitForServer(`http://localhost:${port}/api/ready`, 15 * 60_000),
    /** Stops the store and starts it again on its folders; `ready` then waits for the new one. */
    async restart() {
      await stopGroup();
      launch();
    },
    async stop() {
      await stopGroup();
      process.off('exit', killOnExit);
      process.off('SIGINT', killOnSignal);
      process.off('SIGTERM', killOnSignal);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
