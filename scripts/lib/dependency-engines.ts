import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

interface PackageJson {
  name?: string;
  version?: string;
  workspaces?: string[];
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface InstalledPackage {
  name: string;
  version: string;
  dir: string;
  engine: string | undefined;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Node's own lookup: the nearest node_modules folder holding the name, from the requiring package upwards. */
function resolvePackageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      return realpathSync(path.join(dir, 'node_modules', name));
    } catch {
      if (path.dirname(dir) === dir) return null;
    }
  }
}

/**
 * Every package a workspace's `dependencies` (and `optionalDependencies`) reach, as installed: what runs in
 * production. Dev dependencies and their trees are left out. A required package that is not installed is
 * returned in `missing` rather than skipped, so a broken install cannot pass for a clean one.
 */
export function productionDependencies(root: string): { packages: InstalledPackage[]; missing: string[] } {
  const workspaces = readPackage(root).workspaces ?? [];
  const seen = new Map<string, InstalledPackage>();
  const missing: string[] = [];
  const queue = workspaces.map((workspace) => realpathSync(path.join(root, workspace)));
  while (queue.length > 0) {
    const dir = queue.shift() as string;
    const manifest = readPackage(dir);
    const wanted = [
      ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, optional: false })),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ];
    for (const { name, optional } of wanted) {
      const found = resolvePackageDir(name, dir);
      if (found === null) {
        if (!optional) missing.push(`${name} (wanted by ${manifest.name ?? dir})`);
        continue;
      }
      if (seen.has(found)) continue;
      const installed = readPackage(found);
      seen.set(found, {
        name: installed.name ?? name,
        version: installed.version ?? '?',
        dir: path.relative(root, found),
        engine: installed.engines?.node,
      });
      queue.push(found);
    }
  }
  return { packages: [...seen.values()], missing };
}

/** The root package.json's `engines.node`: the Node versions the project says it runs on. */
export function declaredNodeRange(root: string): string {
  const range = readPackage(root).engines?.node;
  if (range === undefined) throw new Error(`${root}/package.json declares no engines.node`);
  return range;
}

/**
 * One line per package whose `engines.node` does not admit every Node version the project declares. A package
 * that declares no engine runs anywhere; one whose range cannot be read is named too.
 */
export function engineMismatches(packages: InstalledPackage[], projectRange: string): string[] {
  return packages
    .filter(({ engine }) => engine !== undefined)
    .filter(({ engine }) => {
      const range = semver.validRange(engine);
      return range === null || !semver.subset(projectRange, range);
    })
    .map(({ name, version, dir, engine }) => `${name}@${version} (${dir}) wants node ${engine}`)
    .sort();
}
