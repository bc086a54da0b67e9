/**
 * `npm run registry -- status`: per remote, the current version, the canary and its share, the versions to roll
 * back to, load failures per version reported by shoppers' browsers in the last hour, and the last moves. Failures
 * are read from DATABASE_URL when it is set, otherwise from the running local store on PORT.
 */
import { loadConfig } from '../api/src/platform/config';
import { createDb } from '../api/src/platform/database/create-db';
import { devToken } from '../api/src/modules/orders';
import { remoteFailuresSince } from '../api/src/platform/system/remote-failures';
import { deployDir } from './lib/apps';
import { readRegistry } from './lib/publish';
import { readHistory } from './lib/registry-history';
import { formatStatus, type VersionFailures } from './lib/registry-status';

async function failuresOfLastHour(): Promise<VersionFailures[] | null> {
  const config = loadConfig();
  try {
    if (config.databaseUrl) {
      const db = await createDb(config);
      try {
        return await remoteFailuresSince(db, 60);
      } finally {
        await db.close();
      }
    }
    const response = await fetch(`http://127.0.0.1:${config.port}/api/dev/remote-failures?minutes=60`, {
      headers: { 'x-dev-token': devToken(config.sessionSecret) },
      signal: AbortSignal.timeout(5000),
    });
    return response.ok ? ((await response.json()) as VersionFailures[]) : null;
  } catch {
    return null;
  }
}

async function main() {
  const command = process.argv[2] ?? 'status';
  if (command !== 'status') throw new Error('usage: npm run registry -- status');
  const dir = deployDir();
  console.log(formatStatus(readRegistry(dir), readHistory(dir), await failuresOfLastHour()));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
