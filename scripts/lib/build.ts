import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type AppInfo } from './apps';
import { BUILD_STAMP, sourceHash } from './source-hash';

export function isBuilt(app: AppInfo): boolean {
  const stamp = path.join(app.dir, 'dist', BUILD_STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === sourceHash(app);
}

/** Builds one app for production with its own webpack config and stamps dist with the source hash. */
export function buildApp(app: AppInfo): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: app.dir,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build of ${app.name} failed (exit ${code})`));
      fs.writeFileSync(path.join(app.dir, 'dist', BUILD_STAMP), sourceHash(app));
      console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds the apps that are missing or stale, two at a time (the machine has two cores). */
export async function buildStale(apps: AppInfo[], { force = false, parallel = 2 } = {}): Promise<AppInfo[]> {
  const todo = apps.filter((app) => force || !isBuilt(app));
  const queue = [...todo];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  });
  await Promise.all(workers);
  return todo;
}
