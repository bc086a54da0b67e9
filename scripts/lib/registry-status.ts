import type { AppOverview } from './platform-client';

const row = (label: string, value: string) => `  ${`${label}:`.padEnd(14)}${value}`;

const METRIC_ORDER = ['LCP', 'INP', 'CLS', 'TTFB'];

/** One metric as a shopper feels it: seconds for LCP, milliseconds for INP and TTFB, CLS as its score. */
function metricText(metric: string, p75: number): string {
  if (metric === 'CLS') return `CLS ${p75.toFixed(2)}`;
  if (metric === 'LCP') return `LCP ${(p75 / 1000).toFixed(2)} s`;
  return `${metric} ${Math.round(p75)} ms`;
}

function speedLine(rows: AppOverview['speed']): string {
  const sorted = [...rows].sort((a, b) => METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric));
  const samples = Math.max(...rows.map((entry) => entry.samples));
  return `${sorted.map((entry) => metricText(entry.metric, entry.p75)).join(' · ')}  (${samples} visit${samples === 1 ? '' : 's'})`;
}

/** Real users' 75th percentiles per version (all pages, then each page type): a slower canary shows beside it. */
function speedLines(entry: AppOverview): string[] {
  if (entry.speed.length === 0) return ['  speed, last 24 h: no samples'];
  const lines = ['  speed, last 24 h (p75 of real users):'];
  const versions = [...new Set(entry.speed.map((sample) => sample.version))].sort(
    (a, b) => Number(b === entry.canary?.version) - Number(a === entry.canary?.version) || (a < b ? 1 : -1),
  );
  for (const version of versions) {
    const role = version === entry.canary?.version ? ' (canary)' : version === entry.current ? ' (current)' : '';
    const ofVersion = entry.speed.filter((sample) => sample.version === version);
    lines.push(`    ${`${version}${role}`.padEnd(24)} ${speedLine(ofVersion.filter((s) => s.pageType === null))}`);
    const types = [...new Set(ofVersion.map((sample) => sample.pageType).filter((type) => type !== null))];
    for (const type of types) {
      lines.push(`      ${String(type).padEnd(22)} ${speedLine(ofVersion.filter((s) => s.pageType === type))}`);
    }
  }
  return lines;
}

/**
 * The registry as a team reads it before and after a move: per app the current version, the canary and its share,
 * the versions a rollback can return to (newest first), the revision a move is made against, load failures per
 * version in the last hour, real users' speed per version and page type in the last 24 hours, and the last moves
 * with who made them, the team, the token and the CI run.
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
    lines.push(...speedLines(entry));
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
