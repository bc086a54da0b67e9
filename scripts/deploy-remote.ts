/**
 * `npm run deploy:remote -- <app> [--canary <percent> [--steps] [--shares <list>] [--minutes <n>]] [--reason <text>]`:
 * builds one app if needed, uploads it under its own version, then makes it the current version for everyone or
 * gives it to `percent` of browsers first (`npm run release:remote` gives it to everyone, `npm run rollback:remote`
 * takes it back). With `--steps` the platform steps the canary up under the app's rollout policy and ends it if it is
 * clearly worse (`--shares 5,25,50` and `--minutes 20` instead of the policy's). Nothing else is rebuilt or
 * republished. With PLATFORM_URL and DEPLOY_TOKEN it talks to that platform's deploy API, as a team's CI does;
 * without them, to the store `npm start` runs on this machine.
 */
import { parseArgs } from 'node:util';
import { findApp } from './lib/apps';
import { buildStale } from './lib/build';
import { deployDist } from './lib/deploy-build';
import { platformClient, platformTarget, type RolloutRequest } from './lib/platform-client';
import { runCommand } from './lib/run-command';

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      reason: { type: 'string' },
      steps: { type: 'boolean' },
      shares: { type: 'string' },
      minutes: { type: 'string' },
    },
  });
  const name = positionals[0];
  if (!name) {
    throw new Error(
      'usage: npm run deploy:remote -- <content|catalog|basket|account|pharmacies|shell> ' +
        '[--canary <percent> [--steps] [--shares <p1,p2,…>] [--minutes <n>]] [--reason <text>]',
    );
  }
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  // checked before the build, which takes a while
  if (canary !== undefined && !(Number.isFinite(canary) && canary >= 0 && canary <= 100)) {
    throw new Error(`a canary's share is a percentage from 0 to 100, not ${values.canary}`);
  }
  const stepped = values.steps === true || values.shares !== undefined || values.minutes !== undefined;
  if (stepped && canary === undefined) throw new Error('--steps, --shares and --minutes go with --canary <percent>');
  const rollout = stepped ? rolloutOf(values.shares, values.minutes) : undefined;
  const client = platformClient(platformTarget());
  const app = findApp(name);
  await buildStale([app]);
  const { version, published, move } = await deployDist(client, app, { canary, reason: values.reason, rollout });
  const upload = published.alreadyPublished ? 'was already published' : `published (${published.files} files)`;
  const given = canary === undefined ? 'current for everyone' : `a canary for ${canary} % of browsers`;
  console.log(`${app.name}@${version} ${upload}; ${move ? given : `already ${given}`} (${client.target.url})`);
  if (rollout && move) console.log('the platform steps it up under the rollout policy: npm run registry -- status');
});

/** The shares and minutes a team names instead of its policy's; checked before the build, which takes a while. */
function rolloutOf(shares: string | undefined, minutes: string | undefined): RolloutRequest {
  const steps = shares?.split(',').map((share) => Number(share.trim()));
  if (steps?.some((share) => !(Number.isFinite(share) && share > 0 && share <= 100))) {
    throw new Error(`--shares lists percentages above 0, e.g. 5,25,50, not ${shares}`);
  }
  const stepMinutes = minutes === undefined ? undefined : Number(minutes);
  if (stepMinutes !== undefined && !(Number.isInteger(stepMinutes) && stepMinutes >= 1 && stepMinutes <= 1440)) {
    throw new Error(`--minutes is a whole number of minutes from 1 to 1440, not ${minutes}`);
  }
  return { ...(steps ? { steps } : {}), ...(stepMinutes === undefined ? {} : { minutes: stepMinutes }) };
}
