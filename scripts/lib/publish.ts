import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contractsCompatible, PARCEL_NAMES, type RemoteName, type RemoteRegistry } from '@apteka/contracts';
import type { AppInfo } from './apps';
import { recordMove } from './registry-history';
import {
  addVersion,
  assertCanaryShare,
  makeCurrent,
  startCanary,
  type Move,
  type RegistryMove,
} from './registry-moves';
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

function writeRegistry(deployDir: string, registry: RemoteRegistry) {
  writeAtomically(path.join(deployDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
}

/**
 * Runs one read-change-write of the registry at a time: two teams deploying at once must not lose one another's
 * move. The lock is a file created exclusively; one left by a crashed deploy is taken over after a minute.
 */
export function withRegistryLock<T>(deployDir: string, change: () => T): T {
  fs.mkdirSync(deployDir, { recursive: true });
  const lock = path.join(deployDir, 'registry.lock');
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 60_000) fs.rmSync(lock, { force: true });
      else if (Date.now() > until) throw new Error(`${lock} is held by another deploy; try again when it is done`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Moves the registry of one remote and records the move in the history, under the registry lock. */
export function moveRegistry(deployDir: string, move: (registry: RemoteRegistry) => Move): RegistryMove {
  return withRegistryLock(deployDir, () => {
    const registry = readRegistry(deployDir);
    const done = move(registry);
    writeRegistry(deployDir, registry);
    return recordMove(deployDir, done);
  });
}

interface BuildInfo {
  name: string;
  version: string;
  /** the version of @apteka/contracts the app was built against */
  contracts?: string;
  /** the versions of the store's own shared packages (@apteka/*) it was built with */
  shared?: Record<string, string>;
}

const majorMinor = (version: string) => version.split('.').slice(0, 2).map(Number) as [number, number];

/**
 * The shared packages a remote was built with that the shell's copies may lack: the page loads the shell's copy of
 * each (the first loaded), so a remote built with a newer minor may call what the shell's copy does not have.
 */
export function sharedPackagesAhead(shell: Record<string, string>, remote: Record<string, string>): string[] {
  return Object.entries(remote)
    .filter(([name, version]) => {
      const own = shell[name];
      if (!own) return false;
      const [remoteMajor, remoteMinor] = majorMinor(version);
      const [shellMajor, shellMinor] = majorMinor(own);
      return remoteMajor !== shellMajor || remoteMinor > shellMinor;
    })
    .map(([name, version]) => `${name} ${version} (the shell has ${shell[name]})`);
}

const readBuildInfo = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as BuildInfo;

/**
 * A remote goes out only if the shell in the deploy folder can load it: built against contracts of the shell's
 * major version, and exposing every parcel the contracts name for it.
 */
export function checkContracts(app: AppInfo, dist: string, info: BuildInfo, deployDir: string) {
  const label = `${app.name}@${info.version}`;
  if (!info.contracts) {
    throw new Error(`${label} does not record which @apteka/contracts it was built against: rebuild it`);
  }
  const shellInfoFile = path.join(deployDir, 'build-info.json');
  if (fs.existsSync(shellInfoFile)) {
    const shell = readBuildInfo(deployDir);
    if (!shell.contracts || !contractsCompatible(shell.contracts, info.contracts)) {
      throw new Error(
        `${label} was built against @apteka/contracts ${info.contracts}, but the shell deployed here was built ` +
          `against ${shell.contracts ?? 'an unknown version'} and accepts only its own major version: rebuild ` +
          `${app.name} against that major, or deploy a shell of the new major first`,
      );
    }
    // a shell that does not record its shared packages (built before they were recorded) is not judged on them
    const ahead = shell.shared && info.shared ? sharedPackagesAhead(shell.shared, info.shared) : [];
    if (ahead.length > 0) {
      throw new Error(
        `${label} was built with ${ahead.join(', ')}: the page loads the shell's copy, which may lack what ` +
          `${app.name} uses. Deploy the shell built with them first, or rebuild ${app.name} against the shell's`,
      );
    }
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes?: Array<{ name: string }>;
  };
  const exposed = new Set((manifest.exposes ?? []).map((expose) => `${app.name}/${expose.name}`));
  const missing = PARCEL_NAMES.filter((parcel) => parcel.startsWith(`${app.name}/`) && !exposed.has(parcel));
  if (missing.length > 0) {
    throw new Error(
      `${label} does not expose ${missing.join(', ')}, which @apteka/contracts names: the shell needs it`,
    );
  }
}

export interface PublishResult {
  version: string;
  manifestUrl: string;
  alreadyPublished: boolean;
  /** the registry's move, when the registry moved */
  move: RegistryMove | null;
}

export interface PublishOptions {
  /** lets a local build go out as '<version>-local.<digest>' when its version is published with other files */
  localRebuild?: boolean;
  allowOverrides?: boolean;
  /** give the version to this share of browsers first instead of to everyone */
  canaryPercent?: number;
}

/**
 * Publishes a remote's dist under remotes/<name>/<version>/ and points the registry at it (or starts a canary).
 * A published version is immutable: publishing different files under the same version fails, unless
 * `localRebuild` allows a local build to go out under a version of its own.
 */
export function publishRemote(
  app: AppInfo,
  deployDir: string,
  { localRebuild = false, allowOverrides = true, canaryPercent }: PublishOptions = {},
): PublishResult {
  const dist = path.join(app.dir, 'dist');
  const info = readBuildInfo(dist);
  if (info.name !== app.name) throw new Error(`${dist} holds a build of ${info.name}, not ${app.name}`);
  checkContracts(app, dist, info, deployDir);
  if (canaryPercent !== undefined) assertCanaryShare(canaryPercent);
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
  const name = app.name as RemoteName;
  const move = withRegistryLock(deployDir, () => {
    const registry = readRegistry(deployDir);
    registry.allowOverrides = allowOverrides;
    const before = JSON.stringify(registry.remotes[name] ?? null);
    const first = addVersion(registry, name, version, manifestUrl);
    // A remote's first version goes to everyone: there is no other version for the rest to keep.
    const done =
      canaryPercent === undefined || first
        ? makeCurrent(registry, name, version)
        : startCanary(registry, name, version, canaryPercent);
    writeRegistry(deployDir, registry);
    if (JSON.stringify(registry.remotes[name]) === before) return null;
    return recordMove(deployDir, first ? { ...done, from: null } : done);
  });
  return { version, manifestUrl, alreadyPublished, move };
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
