import type { AppHealth, AppOverview, RolloutReport, SpeedFigure, VersionHealth } from './platform-client';

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

const cell = (text: string) => text.padEnd(22);
const speedCell = (metric: string, figure: SpeedFigure | null) =>
  figure ? `${metricText(metric, figure.p75).replace(`${metric} `, '')} (${figure.samples})` : '—';
const hhmm = (iso: string) => iso.slice(11, 16);

type HealthRow = [label: string, value: (health: VersionHealth) => string];

function serverFailuresText(health: VersionHealth): string {
  const reasons = Object.entries(health.serverFailures);
  const total = reasons.reduce((sum, [, n]) => sum + n, 0);
  return total === 0 ? '0' : `${total} (${reasons.map(([reason, n]) => `${reason} ${n}`).join(', ')})`;
}

/** The figures of a version, one per line, each version's column beside the other's. */
const HEALTH_ROWS: HealthRow[] = [
  ['page views', (h) => (h.weightedViews > h.views ? `${h.views} (≈ ${Math.round(h.weightedViews)})` : `${h.views}`)],
  ['errors / 1,000 views', (h) => (h.errorsPer1000 === null ? '—' : h.errorsPer1000.toFixed(1))],
  ['errors in browsers', (h) => `${h.errors}`],
  ['failed loads', (h) => `${h.loadFailures}`],
  ['failed server renders', serverFailuresText],
  ['slow server renders', (h) => `${h.slowRenders}`],
  ['LCP p75', (h) => speedCell('LCP', h.speed.LCP)],
  ['INP p75', (h) => speedCell('INP', h.speed.INP)],
  ['CLS p75', (h) => speedCell('CLS', h.speed.CLS)],
  ['adds per view', (h) => (h.addsPerView === null ? '—' : h.addsPerView.toFixed(3))],
];

/**
 * The canary beside the current version on the same minutes: page views, errors per 1,000 views (what was thrown in
 * browsers, failed loads and failed server renders), slow server renders apart, real users' p75 and adds per view,
 * then each version's most frequent errors with a sample message.
 */
function healthLines(entry: AppOverview, health: AppHealth): string[] {
  const minutes = Math.max(1, Math.round((Date.parse(health.until) - Date.parse(health.since)) / 60_000));
  const role = (version: string) =>
    version === entry.canary?.version
      ? `${version} (canary)`
      : version === entry.current
        ? `${version} (current)`
        : version;
  const lines = [
    `  health since ${hhmm(health.since)} UTC (${minutes} min):`,
    `    ${cell('')}  ${health.versions.map((h) => cell(role(h.version))).join('')}`.trimEnd(),
  ];
  for (const [label, value] of HEALTH_ROWS) {
    lines.push(`    ${cell(label)}  ${health.versions.map((h) => cell(value(h))).join('')}`.trimEnd());
  }
  for (const version of health.versions.filter((h) => h.topErrors.length > 0)) {
    lines.push(`  top errors of ${version.version}:`);
    for (const error of version.topErrors) {
      lines.push(`    ${error.errors} × ${error.message}  (${error.fingerprint}, ${error.source})`);
    }
  }
  return lines;
}

/**
 * Where a canary under the rollout policy stands: its shares and minutes, its step, when the judge may step it up,
 * and what the judge would decide now, with why.
 */
function rolloutLines(rollout: RolloutReport): string[] {
  const shares = `${rollout.steps.join(' → ')} % then everyone, ${rollout.stepMinutes} min each`;
  const lines = [
    row(
      'rollout',
      `${rollout.version} under the policy: ${shares} (started ${hhmm(rollout.startedAt)} UTC by ${rollout.startedBy})`,
    ),
  ];
  const { judgement } = rollout;
  if (!judgement) {
    lines.push(`${' '.repeat(16)}taken over by a move that was not the platform's: the judge leaves it be`);
    return lines;
  }
  const { step } = judgement;
  const next = judgement.nextJudgementAt ? `; may step up from ${hhmm(judgement.nextJudgementAt)} UTC` : '';
  lines.push(
    `${' '.repeat(16)}step ${step.index + 1} of ${step.of} (${step.percent} %) since ${hhmm(step.since)} UTC${next}`,
  );
  lines.push(`${' '.repeat(16)}the judge now: ${judgement.decision} — ${judgement.reason}`);
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
    if (entry.rollout) lines.push(...rolloutLines(entry.rollout));
    if (entry.failures.length === 0) lines.push('  load failures, last hour: none');
    else {
      lines.push('  load failures, last hour:');
      for (const failed of entry.failures) {
        lines.push(`    ${failed.version}: ${failed.failures} (last: ${failed.lastMessage.slice(0, 120)})`);
      }
    }
    if (entry.health) lines.push(...healthLines(entry, entry.health));
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
