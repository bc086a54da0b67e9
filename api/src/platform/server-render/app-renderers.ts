import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  SERVER_RENDER_FILE,
  type RemoteName,
  type RemoteServerRender,
  type ShellServerRender,
} from '@apteka/contracts';

interface Loaded<T> {
  mtimeMs: number;
  render: T | null;
}

/**
 * Runs a CommonJS bundle read from its file (a deploy replaces the shell's in place, and the module
 * cache would keep the old one). Its stack traces name the file.
 */
function loadBundle(file: string): { render?: unknown } {
  const module = { exports: {} as Record<string, unknown> };
  const run = new Function(
    'exports',
    'require',
    'module',
    '__filename',
    '__dirname',
    `${readFileSync(file, 'utf8')}\n//# sourceURL=${file}`,
  );
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * The server renders of the apps published in the deploy folder: the shell's (`server/render.js` beside its
 * index.html) and each remote version's (`remotes/<name>/<version>/server/render.js`). Only bundles on this
 * machine's disk are run: a remote the registry serves from another origin (a CDN) is drawn by the browser, since
 * code from outside never runs in the API. A remote version's folder is immutable; the shell's file is loaded again
 * when a deploy replaces it. A bundle that is missing or fails to load is remembered until its file changes.
 */
export function appRenderers(deployDir: string, onLoadFailure: (file: string, error: unknown) => void) {
  const loaded = new Map<string, Loaded<unknown>>();

  function renderIn<T>(file: string): T | null {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(file));
    } catch {
      return null;
    }
    const known = loaded.get(file);
    if (known && known.mtimeMs === mtimeMs) return known.render as T | null;
    let render: T | null = null;
    try {
      const module = loadBundle(file);
      if (typeof module.render !== 'function') throw new Error(`${file} exports no render function`);
      render = module.render as T;
    } catch (error) {
      onLoadFailure(file, error);
    }
    loaded.set(file, { mtimeMs, render });
    return render;
  }

  return {
    shell: () => renderIn<ShellServerRender>(path.join(deployDir, SERVER_RENDER_FILE)),
    /** the render of a remote published here at `manifestUrl` (a path of this site); null for any other */
    remote(_name: RemoteName, manifestUrl: string): RemoteServerRender | null {
      if (!manifestUrl.startsWith('/remotes/')) return null;
      const folder = path.join(deployDir, path.posix.dirname(path.posix.normalize(manifestUrl)));
      if (!folder.startsWith(path.join(deployDir, 'remotes') + path.sep)) return null;
      return renderIn<RemoteServerRender>(path.join(folder, SERVER_RENDER_FILE));
    },
  };
}

export type AppRenderers = ReturnType<typeof appRenderers>;
