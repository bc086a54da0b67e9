import type { RegistryApp } from './registry-moves';

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
