import type { AppOverview } from './platform-client';

const row = (label: string, value: string) => `  ${`${label}:`.padEnd(14)}${value}`;

/**
 * The registry as a team reads it before and after a move: per app the current version, the canary and its share,
 * the versions a rollback can return to (newest first), the revision a move is made against, load failures per
 * version in the last hour (null: the store could not be asked) and the last moves with who made them, the team,
 * the token and the CI run.
 */
export function formatStatus(apps: AppOverview[], lastMoves = 3): string {
  const lines: string[] = [];
  for (const entry of apps) {
    if (!entry.current) {
      lines.push(`${entry.app}: not deployed`, '');
      continue;
    }
    const rollbackTo = entry.versions
      .filter((version) => version !== entry.current && version !== entry.canary?.version)
      .reverse();
    const canary = entry.canary ? `${entry.canary.version} for ${entry.canary.percent} % of browsers` : 'none';
    lines.push(`${entry.app}`);
    lines.push(row('current', entry.current));
    lines.push(row('canary', canary));
    lines.push(row('roll back to', rollbackTo.length > 0 ? rollbackTo.slice(0, 5).join(', ') : 'nothing older'));
    lines.push(row('revision', String(entry.revision)));
    if (entry.failures.length === 0) lines.push('  load failures, last hour: none');
    else {
      lines.push('  load failures, last hour:');
      for (const failed of entry.failures) {
        lines.push(`    ${failed.version}: ${failed.failures} (last: ${failed.lastMessage.slice(0, 120)})`);
      }
    }
    for (const move of entry.moves.slice(0, lastMoves)) {
      const canaryNote = move.canary ? ` (canary ${move.canary.version} for ${move.canary.percent} %)` : '';
      const who = [
        move.by,
        move.team && move.team !== move.by ? `«${move.team}»` : null,
        move.tokenId && `token ${move.tokenId}`,
      ]
        .filter(Boolean)
        .join(', ');
      const why = [move.reason, move.ciRunUrl].filter(Boolean).join(' ');
      lines.push(
        `  ${move.at} ${who} ${move.action}: ${move.from ?? '—'} -> ${move.to}${canaryNote}${why ? ` — ${why}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
