/**
 * The version of these contracts (bus events, API schemas, the parcels remotes expose), kept equal to this
 * package's version. Every build records the version it was built against; a remote is deployed only next to a
 * shell of the same major version: a minor version only adds, so either side may be a minor ahead of the other.
 */
export const CONTRACTS_VERSION = '1.15.0';

function majorOf(version: string): number | null {
  const match = version.match(/^(\d+)\.\d+\.\d+(?:[-+].*)?$/);
  return match ? Number(match[1]) : null;
}

/** Whether a shell built against `shellContracts` may load a remote built against `remoteContracts`. */
export function contractsCompatible(shellContracts: string, remoteContracts: string): boolean {
  const shell = majorOf(shellContracts);
  return shell !== null && shell === majorOf(remoteContracts);
}
