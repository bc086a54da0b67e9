/** `npm run release:remote -- <app> [--reason <text>]`: the running canary becomes the current version for everyone. */
import { parseArgs } from 'node:util';
import { platformClient, platformTarget } from './lib/platform-client';
import { runCommand } from './lib/run-command';

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
  const name = positionals[0];
  if (!name)
    throw new Error('usage: npm run release:remote -- <content|catalog|basket|account|pharmacies> [--reason <text>]');
  const client = platformClient(platformTarget());
  const { revision } = await client.position(name);
  const { move } = await client.move(name, { action: 'release', expectedRevision: revision, reason: values.reason });
  console.log(`${name}: ${move.from} -> ${move.to} for everyone`);
});
