import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';

/** The API as its own process (the load comes from another one), on a port of the caller's choosing. */
export function startApi(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_ENV: 'local',
      DEPLOY_DIR: path.join(os.tmpdir(), 'apteka-bench-no-deploy'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitUp(api: ChildProcess, base: string) {
  for (let i = 0; i < 600; i++) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

export async function stopApi(api: ChildProcess) {
  if (api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}
