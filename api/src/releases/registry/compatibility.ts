import { contractsCompatible, PARCEL_NAMES } from '@apteka/contracts';
import { unprocessable } from '../../platform/errors';
import type { BuildInfo } from './registry-repository';
import type { RegistryApp } from './registry-moves';

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
    .map(([name, version]) => `${name} ${version} (у оболочки ${shell[name]})`);
}

/**
 * A remote version goes out only where the current shell can load it: built against contracts of the shell's major
 * version, and with no shared package newer than the shell's copy. Without a shell there is nothing to check yet.
 */
export function assertRemoteFitsShell(label: string, info: BuildInfo, shell: BuildInfo | null) {
  if (!info.contracts) {
    throw unprocessable(
      'contracts_unknown',
      `${label} не указывает, с какими @apteka/contracts собран: пересоберите его.`,
    );
  }
  if (!shell) return;
  if (!shell.contracts || !contractsCompatible(shell.contracts, info.contracts)) {
    throw unprocessable(
      'contracts_mismatch',
      `${label} собран с @apteka/contracts ${info.contracts}, а текущая оболочка — с ${shell.contracts ?? 'неизвестной версией'} ` +
        'и принимает только свою мажорную версию: пересоберите его под неё или сначала выкатите оболочку новой версии.',
    );
  }
  // a shell that does not record its shared packages (built before they were recorded) is not judged on them
  const ahead = shell.shared && info.shared ? sharedPackagesAhead(shell.shared, info.shared) : [];
  if (ahead.length > 0) {
    throw unprocessable(
      'shared_ahead',
      `${label} собран с ${ahead.join(', ')}: страница загружает копию оболочки, в которой этого может не быть. ` +
        'Сначала выкатите оболочку, собранную с ними, или пересоберите под пакеты оболочки.',
    );
  }
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
