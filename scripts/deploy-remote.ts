/**
 * `npm run deploy:remote -- <remote> [--canary <percent>]`: builds one remote if needed and publishes it under its
 * own versioned path; then either makes it the current version for everyone or gives it to `percent` of browsers
 * first (`npm run release:remote` gives it to everyone, `npm run rollback:remote` takes it back). Nothing else is
 * rebuilt or republished.
 */
import { parseArgs } from 'node:util';
import { deployDir, findApp } from './lib/apps';
import { buildStale } from './lib/build';
import { publishRemote } from './lib/publish';
import { assertCanaryShare } from './lib/registry-moves';

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { canary: { type: 'string' } } });
  const name = positionals[0];
  if (!name) {
    throw new Error('usage: npm run deploy:remote -- <content|catalog|basket|account|pharmacies> [--canary <percent>]');
  }
  const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
  // checked before the build, which takes a while
  if (canaryPercent !== undefined) assertCanaryShare(canaryPercent);
  const app = findApp(name);
  if (app.role !== 'remote')
    throw new Error('only remotes are deployed one by one; the shell is published by npm start / npm run publish');
  await buildStale([app]);
  const result = publishRemote(app, deployDir(), {
    allowOverrides: process.env.APP_ENV !== 'production',
    canaryPercent,
  });
  const published = result.alreadyPublished ? 'was already published' : 'published';
  const given = canaryPercent === undefined ? 'current for everyone' : `a canary for ${canaryPercent} % of browsers`;
  console.log(`${app.name}@${result.version} ${published}: ${result.manifestUrl}; ${given}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
