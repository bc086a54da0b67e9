/**
 * `npm run registry -- status`: per app the current version, the canary and its share, the versions to roll back to,
 * load failures per version reported by shoppers' browsers in the last hour, real users' speed per version in the
 * last 24 hours, and the last moves. Read from the
 * platform's deploy API (PLATFORM_URL and DEPLOY_TOKEN), else from DATABASE_URL, else from the local store on PORT.
 */
import { loadConfig } from '../api/src/platform/config';
import { createDb } from '../api/src/platform/database/create-db';
import { appHealthJson, registryReport } from '../api/src/releases';
import { platformClient, platformTarget, type AppOverview } from './lib/platform-client';
import { formatStatus } from './lib/registry-status';
import { runCommand } from './lib/run-command';

async function fromDatabase(databaseUrl: string): Promise<AppOverview[]> {
  const db = await createDb({ databaseUrl, dataDir: '' });
  try {
    return (await registryReport(db)).map((entry) => ({
      ...entry,
      moves: entry.moves.map((move) => ({ ...move, at: move.at.toISOString() })),
      health: appHealthJson(entry.health),
    }));
  } finally {
    await db.close();
  }
}

runCommand(async () => {
  const command = process.argv[2] ?? 'status';
  if (command !== 'status') throw new Error('usage: npm run registry -- status');
  const { databaseUrl } = loadConfig();
  const apps =
    !process.env.PLATFORM_URL && databaseUrl
      ? await fromDatabase(databaseUrl)
      : await platformClient(platformTarget()).registry();
  console.log(formatStatus(apps));
});
