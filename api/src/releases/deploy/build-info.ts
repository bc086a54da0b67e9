import { invalid } from '../../platform/errors';
import { VERSION_PATTERN } from '../origin/origin-keys';
import type { BuildInfo } from '../registry/registry-repository';
import type { BuildFiles } from './build-archive';

export const BUILD_JSON_LIMITS = {
  /** webpack writes a few hundred bytes: the app, its version, the contracts and each shared package's version */
  buildInfoBytes: 16 * 1024,
  sharedPackages: 100,
  /** a remote's federation manifest is about 10 KB */
  manifestBytes: 1024 * 1024,
};

const VERSION = new RegExp(VERSION_PATTERN);
/** A package's version as npm writes it: compatibility reads its major and minor. */
const SEMVER = /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:[-+][0-9A-Za-z.+-]{1,64})?$/;
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,100}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON file of the build, parsed, within its size: any refusal names the file. */
function readJson(files: BuildFiles, name: string, label: string, limit: number): unknown {
  const bytes = files.get(name);
  if (!bytes) throw invalid('malformed_build', `В сборке ${label} нет файла ${name}.`);
  if (bytes.length > limit) {
    throw invalid('malformed_build', `${name} в сборке ${label} больше ${Math.round(limit / 1024)} КБ.`);
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid('malformed_build', `${name} в сборке ${label} — не JSON.`);
  }
}

/**
 * The build's build-info.json, each field checked: the name and version are strings, the contracts and every shared
 * package a version (compatibility compares their majors and minors). Fields it does not know are not recorded.
 */
export function readBuildInfo(files: BuildFiles, label: string): BuildInfo {
  const refuse = (what: string) => invalid('malformed_build', `build-info.json в сборке ${label}: ${what}.`);
  const info = readJson(files, 'build-info.json', label, BUILD_JSON_LIMITS.buildInfoBytes);
  if (!isObject(info)) throw refuse('ожидается объект JSON');
  const { name, version, contracts, shared } = info;
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) {
    throw refuse('name — имя приложения, строка');
  }
  if (typeof version !== 'string' || !VERSION.test(version)) {
    throw refuse('version — версия сборки, строка вида 1.4.0');
  }
  if (contracts !== undefined && (typeof contracts !== 'string' || !SEMVER.test(contracts))) {
    throw refuse('contracts — версия @apteka/contracts, строка вида 1.11.0');
  }
  const parsed: BuildInfo = { name, version, ...(contracts === undefined ? {} : { contracts }) };
  if (shared === undefined) return parsed;
  if (!isObject(shared)) throw refuse('shared — объект «пакет: версия»');
  const packages = Object.entries(shared);
  if (packages.length > BUILD_JSON_LIMITS.sharedPackages) {
    throw refuse(`shared называет больше ${BUILD_JSON_LIMITS.sharedPackages} пакетов`);
  }
  for (const [pkg, pkgVersion] of packages) {
    if (!PACKAGE_NAME.test(pkg) || typeof pkgVersion !== 'string' || !SEMVER.test(pkgVersion)) {
      throw refuse(`в shared ${JSON.stringify(pkg.slice(0, 100))} — не имя пакета с версией вида 1.4.0`);
    }
  }
  return { ...parsed, shared: Object.fromEntries(packages) as Record<string, string> };
}

/** The parcels a remote's mf-manifest.json exposes, by name. */
export function readManifestExposes(files: BuildFiles, label: string): { exposes: Array<{ name: string }> } {
  const refuse = (what: string) => invalid('malformed_build', `mf-manifest.json в сборке ${label}: ${what}.`);
  const manifest = readJson(files, 'mf-manifest.json', label, BUILD_JSON_LIMITS.manifestBytes);
  if (!isObject(manifest)) throw refuse('ожидается объект JSON');
  const { exposes = [] } = manifest;
  if (!Array.isArray(exposes)) throw refuse('exposes — список');
  return {
    exposes: exposes.map((expose: unknown) => {
      if (!isObject(expose) || typeof expose.name !== 'string') throw refuse('у каждого exposes есть name, строка');
      return { name: expose.name };
    }),
  };
}
