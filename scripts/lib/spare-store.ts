import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';
import { waitForServer } from './wait-for-server';

/**
 * The store built for production and started on a spare port with deploy and data folders of its own, so a
 * benchmark or a screenshot run never touches a developer's store. `stop` removes the folders.
 */
export function startSpareStore(port: number, name: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const server = spawn(
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
    },
  );
  return {
    base: `http://localhost:${port}`,
    ready: () => waitForServer(`http://localhost:${port}/api/ready`, 15 * 60_000),
    stop: () => {
      server.kill('SIGTERM');
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
