import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type AppInfo } from './apps';

function walk(dir: string, out: string[]) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/**
 * A fingerprint of everything that goes into an app's build: its own sources and config, the
 * shared packages, the build tooling, the lockfile, and the build-time environment.
 */
export function sourceHash(app: AppInfo): string {
  const files: string[] = [];
  for (const dir of [path.join(app.dir, 'src'), path.join(ROOT, 'shared'), path.join(ROOT, 'tooling')])
    walk(dir, files);
  files.push(
    path.join(app.dir, 'package.json'),
    path.join(app.dir, 'webpack.config.js'),
    path.join(ROOT, 'package-lock.json'),
  );
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  // Only the shell compiles the brand in (remotes read it at run time), and where its assets are fetched from.
  if (app.role === 'host')
    hash.update(`BRAND=${process.env.BRAND ?? 'samson'};ASSETS_URL=${process.env.ASSETS_URL ?? ''}`);
  hash.update(`APP_VERSION=${process.env.APP_VERSION ?? ''}`);
  return hash.digest('hex').slice(0, 16);
}

export const BUILD_STAMP = '.build-hash';
