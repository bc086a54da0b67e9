import path from 'node:path';
import type { RemoteName } from '@apteka/contracts';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface AppInfo {
  /** federation name */
  name: 'shell' | RemoteName;
  dir: string;
  role: 'host' | 'remote';
}

export const SHELL: AppInfo = { name: 'shell', dir: path.join(ROOT, 'shell'), role: 'host' };

export const REMOTES: AppInfo[] = (['content', 'catalog', 'basket', 'account', 'pharmacies'] as const).map((name) => ({
  name,
  dir: path.join(ROOT, `mfe-${name}`),
  role: 'remote',
}));

export const APPS: AppInfo[] = [SHELL, ...REMOTES];

export function findApp(name: string): AppInfo {
  const app = APPS.find((a) => a.name === name || path.basename(a.dir) === name);
  if (!app) throw new Error(`unknown app '${name}': one of ${APPS.map((a) => a.name).join(', ')}`);
  return app;
}

export const deployDir = () => path.resolve(process.env.DEPLOY_DIR ?? path.join(ROOT, '.deploy'));
