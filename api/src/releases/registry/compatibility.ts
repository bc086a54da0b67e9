import { contractsCompatible, PARCEL_NAMES } from '@apteka/contracts';
import { unprocessable } from '../../platform/errors';
import type { BuildInfo } from './registry-repository';
import type { RegistryApp } from './registry-moves';

/** Null for what is no version: build info recorded before uploads were checked may hold anything. */
function majorMinor(version: unknown): [number, number] | null {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)/.exec(version) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shared packages a remote was built with that the shell's copies may lack: the page loads the shell's copy of
 * each (the first loaded), so a remote built with a newer minor may call what the shell's copy does not have.
 */
export function sharedPackagesAhead(shell: Record<string, unknown>, remote: Record<string, unknown>): string[] {
  return Object.entries(remote)
    .filter(([name, version]) => {
      const own = shell[name];
      if (!own) return false;
      const remoteVersion = majorMinor(version);
      const shellVersion = majorMinor(own);
      // a version that cannot be read cannot be shown to fit
      if (!remoteVersion || !shellVersion) return true;
      const [remoteMajor, remoteMinor] = remoteVersion;
      const [shellMajor, shellMinor] = shellVersion;
      return remoteMajor !== shellMajor || remoteMinor > shellMinor;
    })
    .map(([name, version]) => `${name} ${String(version)} (у оболочки ${String(shell[name])})`);
}

type Misfit =
  | { code: 'contracts_unknown' }
  | { code: 'contracts_mismatch'; remote: string; shell: string | null }
  | { code: 'shared_ahead'; ahead: string[] };

/** Why a shell cannot load a remote's build, or null when it can (or when there is no shell to judge by yet). */
function misfitOf(info: BuildInfo, shell: BuildInfo | null): Misfit | null {
  if (typeof info.contracts !== 'string' || !info.contracts) return { code: 'contracts_unknown' };
  if (!shell) return null;
  const shellContracts = typeof shell.contracts === 'string' ? shell.contracts : null;
  if (!shellContracts || !contractsCompatible(shellContracts, info.contracts)) {
    return { code: 'contracts_mismatch', remote: info.contracts, shell: shellContracts };
  }
  // a shell that does not record its shared packages (built before they were recorded) is not judged on them
  const ahead = isRecord(shell.shared) && isRecord(info.shared) ? sharedPackagesAhead(shell.shared, info.shared) : [];
  return ahead.length > 0 ? { code: 'shared_ahead', ahead } : null;
}

/**
 * A remote version goes out only where the current shell can load it: built against contracts of the shell's major
 * version, and with no shared package newer than the shell's copy. Without a shell there is nothing to check yet.
 */
export function assertRemoteFitsShell(label: string, info: BuildInfo, shell: BuildInfo | null) {
  const misfit = misfitOf(info, shell);
  switch (misfit?.code) {
    case undefined:
      return;
    case 'contracts_unknown':
      throw unprocessable(
        'contracts_unknown',
        `${label} не указывает, с какими @apteka/contracts собран: пересоберите его.`,
      );
    case 'contracts_mismatch':
      throw unprocessable(
        'contracts_mismatch',
        `${label} собран с @apteka/contracts ${misfit.remote}, а текущая оболочка — с ${misfit.shell ?? 'неизвестной версией'} ` +
          'и принимает только свою мажорную версию: пересоберите его под неё или сначала выкатите оболочку новой версии.',
      );
    case 'shared_ahead':
      throw unprocessable(
        'shared_ahead',
        `${label} собран с ${misfit.ahead.join(', ')}: страница загружает копию оболочки, в которой этого может не быть. ` +
          'Сначала выкатите оболочку, собранную с ними, или пересоберите под пакеты оболочки.',
      );
  }
}

/** A remote version browsers load now: an app's current version, or its canary. */
export interface LiveRemote {
  /** e.g. `catalog@1.4.0` or `catalog@1.5.0 (канарейка на 5 %)` */
  label: string;
  info: BuildInfo;
}

/**
 * The reverse of assertRemoteFitsShell: a shell goes out only if it can load every remote version browsers load now
 * (each remote's current version and its canary), by the same rules. The refusal names every remote in the way.
 */
export function assertShellFitsRemotes(label: string, shell: BuildInfo, remotes: readonly LiveRemote[]) {
  const misfits = remotes.flatMap((remote) => {
    const misfit = misfitOf(remote.info, shell);
    return misfit ? [{ remote: remote.label, misfit }] : [];
  });
  if (misfits.length === 0) return;
  const reasons = misfits.map(({ remote, misfit }) => {
    switch (misfit.code) {
      case 'contracts_unknown':
        return `${remote} не указывает, с какими @apteka/contracts собран`;
      case 'contracts_mismatch':
        return (
          `${remote} собран с @apteka/contracts ${misfit.remote}, а оболочка — с ` +
          `${misfit.shell ?? 'неизвестной версией'} и принимает только свою мажорную версию`
        );
      case 'shared_ahead':
        return `${remote} собран с ${misfit.ahead.join(', ')}`;
    }
  });
  throw unprocessable(
    misfits[0]!.misfit.code,
    `Оболочка ${label} не загрузит то, что загружают браузеры: ${reasons.join('; ')}. ` +
      'Сначала сдвиньте эти приложения на версии, которые она загрузит, или выкатите другую оболочку.',
  );
}

/** A remote's build must expose every parcel the contracts name for it: the shell mounts them by those names. */
export function assertParcelsExposed(app: RegistryApp, label: string, manifest: { exposes?: Array<{ name: string }> }) {
  const exposed = new Set((manifest.exposes ?? []).map((expose) => `${app}/${expose.name}`));
  const missing = PARCEL_NAMES.filter((parcel) => parcel.startsWith(`${app}/`) && !exposed.has(parcel));
  if (missing.length > 0) {
    throw unprocessable(
      'parcel_missing',
      `${label} не отдаёт ${missing.join(', ')}, которые названы в @apteka/contracts: они нужны оболочке.`,
    );
  }
}
