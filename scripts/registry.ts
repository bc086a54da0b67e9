/**
 * `npm run registry -- policy <app> [--shares 5,25,50] [--minutes 30] [--min-views 300] [--max-errors 10]
 * [--max-errors-vs-current 2] [--max-lcp-vs-current 1.2] [--max-inp-vs-current 1.2] [--min-adds-vs-current 0.8]
 * [--webhook <url>]`: shows the app's rollout policy, or changes what the options name (`none` turns a limit or the
 * webhook off).
 *
 * `npm run registry -- status`: per app the current version, the canary and its share, the versions to roll back to,
 * load failures per version reported by shoppers' browsers in the last hour, real users' speed per version in the
 * last 24 hours, and the last moves. Read from the
 * platform's deploy API (PLATFORM_URL and DEPLOY_TOKEN), else from DATABASE_URL, else from the local store on PORT.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/platform/config';
import { createDb } from '../api/src/platform/database/create-db';
import { appHealthJson, registryReport, rolloutReportJson } from '../api/src/releases';
import { platformClient, platformTarget, type AppOverview, type RolloutPolicy } from './lib/platform-client';
import { formatStatus } from './lib/registry-status';
import { runCommand } from './lib/run-command';

async function fromDatabase(databaseUrl: string): Promise<AppOverview[]> {
  const db = await createDb({ databaseUrl, dataDir: '' });
  try {
    return (await registryReport(db)).map((entry) => ({
      ...entry,
      moves: entry.moves.map((move) => ({ ...move, at: move.at.toISOString() })),
      health: appHealthJson(entry.health),
      rollout: rolloutReportJson(entry.rollout),
    }));
  } finally {
    await db.close();
  }
}

/** The policy options and the field each sets; `none` sets a limit or the webhook to null. */
const POLICY_OPTIONS = {
  'min-views': 'minViews',
  minutes: 'stepMinutes',
  'max-errors': 'maxErrorsPer1000',
  'max-errors-vs-current': 'maxErrorsVsCurrent',
  'max-lcp-vs-current': 'maxLcpVsCurrent',
  'max-inp-vs-current': 'maxInpVsCurrent',
  'min-adds-vs-current': 'minAddsVsCurrent',
} as const satisfies Record<string, keyof RolloutPolicy>;

function policyChanges(args: string[]): Partial<RolloutPolicy> {
  const { values } = parseArgs({
    args,
    options: {
      shares: { type: 'string' },
      webhook: { type: 'string' },
      ...Object.fromEntries(Object.keys(POLICY_OPTIONS).map((name) => [name, { type: 'string' as const }])),
    },
  });
  const changes: Record<string, unknown> = {};
  if (values.shares !== undefined) changes.steps = values.shares.split(',').map((share) => Number(share.trim()));
  if (values.webhook !== undefined) changes.webhookUrl = values.webhook === 'none' ? null : values.webhook;
  for (const [option, field] of Object.entries(POLICY_OPTIONS)) {
    const value = (values as Record<string, string | undefined>)[option];
    if (value !== undefined) changes[field] = value === 'none' ? null : Number(value);
  }
  return changes as Partial<RolloutPolicy>;
}

async function policy(app: string | undefined, args: string[]) {
  if (!app)
    throw new Error('usage: npm run registry -- policy <app> [--shares 5,25,50] [--minutes 30] [--webhook <url>] …');
  const client = platformClient(platformTarget());
  const changes = policyChanges(args);
  const current = Object.keys(changes).length > 0 ? await client.setPolicy(app, changes) : await client.policy(app);
  console.log(JSON.stringify(current, null, 2));
}

runCommand(async () => {
  const command = process.argv[2] ?? 'status';
  if (command === 'policy') return policy(process.argv[3], process.argv.slice(4));
  if (command !== 'status') throw new Error('usage: npm run registry -- status | policy <app> [options]');
  const { databaseUrl } = loadConfig();
  const apps =
    !process.env.PLATFORM_URL && databaseUrl
      ? await fromDatabase(databaseUrl)
      : await platformClient(platformTarget()).registry();
  console.log(formatStatus(apps));
});
