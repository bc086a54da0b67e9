import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRegistry } from '@apteka/contracts';
import type { AppInfo } from './apps';
import { BUILD_STAMP } from './source-hash';

function filesOf(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full, base);
    return entry.name === BUILD_STAMP ? [] : [path.relative(base, full)];
  });
}

/** A digest of a published folder's contents, to tell 'already published' from 'conflict'. */
export function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

function copyInto(from: string, to: string) {
  for (const file of filesOf(from)) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, file), target);
  }
}

/** Replaces a file in one step, so a reader never sees half of it. */
export function writeAtomically(file: string, content: string) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

export function readRegistry(deployDir: string): RemoteRegistry {
  const file = path.join(deployDir, 'registry.json');
  if (!fs.existsSync(file)) return { allowOverrides: false, remotes: {} as RemoteRegistry['remotes'] };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteRegistry;
}

export interface PublishResult {
  version: string;
  manifestUrl: string;
  alreadyPublished: boolean;
}

/**
 * Publishes a remote's dist under remotes/<name>/<version>/ and points the registry at it.
 * A published version is immutable: publishing different files under the same version fails,
 * unless `localRebuild` allows a local build to go out as '<version>-local.<digest>'.
 */
export function publishRemote(
  app: AppInfo,
  deployDir: string,
  { localRebuild = false, allowOverrides = true } = {},
): PublishResult {
  const dist = path.join(app.dir, 'dist');
  const info = JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  if (info.name !== app.name) throw new Error(`${dist} holds a build of ${info.name}, not ${app.name}`);
  const digest = folderDigest(dist);
  let version = info.version;
  let target = path.join(deployDir, 'remotes', app.name, version);
  let alreadyPublished = false;

  if (fs.existsSync(target)) {
    if (folderDigest(target) === digest) alreadyPublished = true;
    else if (localRebuild) {
      version = `${version}-local.${digest.slice(0, 10)}`;
      target = path.join(deployDir, 'remotes', app.name, version);
      alreadyPublished = fs.existsSync(target);
    } else {
      throw new Error(
        `${app.name}@${version} is already published with other files: published versions are immutable, bump the version in ${path.join(app.dir, 'package.json')}`,
      );
    }
  }
  if (!alreadyPublished) {
    const staging = `${target}.staging-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    copyInto(dist, staging);
    fs.renameSync(staging, target);
  }

  const manifestUrl = `/remotes/${app.name}/${version}/mf-manifest.json`;
  const registry = readRegistry(deployDir);
  registry.allowOverrides = allowOverrides;
  const entry = registry.remotes[app.name as keyof RemoteRegistry['remotes']] ?? { current: version, versions: {} };
  entry.versions[version] = manifestUrl;
  entry.current = version;
  registry.remotes[app.name as keyof RemoteRegistry['remotes']] = entry;
  writeAtomically(path.join(deployDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  return { version, manifestUrl, alreadyPublished };
}

/** Publishes the shell: hashed assets are added beside older ones, index.html is replaced last. */
export function publishShell(app: AppInfo, deployDir: string): void {
  const dist = path.join(app.dir, 'dist');
  fs.mkdirSync(deployDir, { recursive: true });
  for (const file of filesOf(dist)) {
    if (file.startsWith('index.html')) continue;
    const target = path.join(deployDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(dist, file), target);
  }
  const pages = filesOf(dist).filter((f) => f.startsWith('index.html'));
  for (const variant of ['index.html.gz', 'index.html.br']) {
    if (!pages.includes(variant)) fs.rmSync(path.join(deployDir, variant), { force: true });
  }
  for (const file of pages) {
    const temp = path.join(deployDir, `${file}.tmp`);
    fs.copyFileSync(path.join(dist, file), temp);
    fs.renameSync(temp, path.join(deployDir, file));
  }
  writeAtomically(path.join(deployDir, 'build-id.txt'), `${folderDigest(dist).slice(0, 16)}\n`);
}
