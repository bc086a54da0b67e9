/**
 * `npm run deploy:remote -- <app> [--canary <percent>] [--reason <text>]`: builds one app if needed, uploads it under
 * its own version, then makes it the current version for everyone or gives it to `percent` of browsers first
 * (`npm run release:remote` gives it to everyone, `npm run rollback:remote` takes it back). Nothing else is rebuilt
 * or republished. With PLATFORM_URL and DEPLOY_TOKEN it talks to that platform's deploy API, as a team's CI does;
 * without them, to the store `npm start` runs on this machine.
 */
import { parseArgs } from 'node:util';
import { findApp } from './lib/apps';
import { buildStale } from './lib/build';
import { deployDist } from './lib/deploy-build';
import { platformClient, platformTarget } from './lib/platform-client';
import { runCommand } from './lib/run-command';

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { canary: { type: 'string' }, reason: { type: 'string' } },
  });
  const name = positionals[0];
  if (!name) {
    throw new Error(
      'usage: npm run deploy:remote -- <content|catalog|basket|account|pharmacies|shell> [--canary <percent>] [--reason <text>]',
    );
  }
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  // checked before the build, which takes a while
  if (canary !== undefined && !(Number.isFinite(canary) && canary >= 0 && canary <= 100)) {
    throw new Error(`a canary's share is a percentage from 0 to 100, not ${values.canary}`);
  }
  const client = platformClient(platformTarget());
  const app = findApp(name);
  await buildStale([app]);
  const { version, published, move } = await deployDist(client, app, { canary, reason: values.reason });
  const upload = published.alreadyPublished ? 'was already published' : `published (${published.files} files)`;
  const given = canary === undefined ? 'current for everyone' : `a canary for ${canary} % of browsers`;
  console.log(`${app.name}@${version} ${upload}; ${move ? given : `already ${given}`} (${client.target.url})`);
});
