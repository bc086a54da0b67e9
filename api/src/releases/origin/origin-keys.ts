import type { RegistryApp } from '../registry/registry-moves';

/** Files of the shell that name its release: they live under the version, everything else is content-hashed. */
const SHELL_RELEASE_FILE = /^(index\.html(\.(gz|br))?|build-info\.json|server\/.*)$/;

/** A path a shell build may hold: its release files, or a top-level asset (nothing that reaches another folder). */
export const isShellFile = (file: string) => SHELL_RELEASE_FILE.test(file) || !file.includes('/');

/**
 * Where a file of a published build lives in the origin. A remote's files live under `remotes/<name>/<version>/`.
 * The shell's page, build info and server bundle live under `shell/<version>/`; its other files are its hashed
 * assets, which its page names at the top of the site (`/main.3f9a1c2b.js`): they stay there, and a name that is
 * published with other bytes is refused, so a shell must name every other file by its content.
 */
export function originKeyOf(app: RegistryApp, version: string, file: string): string {
  if (app !== 'shell') return `remotes/${app}/${version}/${file}`;
  return SHELL_RELEASE_FILE.test(file) ? `shell/${version}/${file}` : file;
}

/** The file a version is entered by: the remote's federation manifest, the shell's page. */
export const ENTRY_FILE = (app: RegistryApp) => (app === 'shell' ? 'index.html' : 'mf-manifest.json');

/** Versions name folders and addresses: letters, digits, dots, dashes and pluses, as semver writes them. */
export const VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$';

const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

/**
 * The type a published file is served with from a bucket (a CDN passes it on; browsers refuse a script of another
 * type). A compressed copy (`.br`, `.gz`) is plain bytes: the CDN that serves it says its encoding and type.
 */
export function contentTypeOf(file: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
