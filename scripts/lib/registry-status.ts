import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@apteka/contracts';
import type { RegistryMove } from './registry-moves';

export interface VersionFailures {
  remote: string;
  version: string;
  failures: number;
  lastMessage: string;
}

const row = (label: string, value: string) => `  ${`${label}:`.padEnd(14)}${value}`;

/**
 * The registry as a team reads it before and after a move: per remote the current version, the canary and its
 * share, the versions a rollback can return to (newest first), load failures per version in the last hour and the
 * last moves. `failures` is null when the store could not be asked.
 */
export function formatStatus(
  registry: RemoteRegistry,
  history: RegistryMove[],
  failures: VersionFailures[] | null,
  lastMoves = 3,
): string {
  const lines: string[] = [];
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name as RemoteName];
    if (!entry) {
      lines.push(`${name}: not deployed`, '');
      continue;
    }
    const rollbackTo = Object.keys(entry.versions)
      .filter((version) => version !== entry.current && version !== entry.canary?.version)
      .reverse();
    const canary = entry.canary ? `${entry.canary.version} for ${entry.canary.percent} % of browsers` : 'none';
    lines.push(`${name}`);
    lines.push(row('current', entry.current));
    lines.push(row('canary', canary));
    lines.push(row('roll back to', rollbackTo.length > 0 ? rollbackTo.join(', ') : 'nothing older'));
    const mine = (failures ?? []).filter((failed) => failed.remote === name);
    if (failures === null) lines.push('  load failures, last hour: unknown (the store did not answer)');
    else if (mine.length === 0) lines.push('  load failures, last hour: none');
    else {
      lines.push('  load failures, last hour:');
      for (const failed of mine) {
        lines.push(`    ${failed.version}: ${failed.failures} (last: ${failed.lastMessage.slice(0, 120)})`);
      }
    }
    const moves = history
      .filter((move) => move.remote === name)
      .slice(-lastMoves)
      .reverse();
    for (const move of moves) {
      const canary = move.canary ? ` (canary ${move.canary.version} for ${move.canary.percent} %)` : '';
      lines.push(`  ${move.at} ${move.by} ${move.action}: ${move.from ?? '—'} -> ${move.to}${canary}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
