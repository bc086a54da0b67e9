/**
 * `npm run rollback:remote -- <app> [version] [--reason <text>]`: one step back. A running canary ends; otherwise the
 * app returns to the named version, or to the one released to everyone before the current (never to a version only
 * a canary loaded). Pages opened afterwards load it.
 */
import { parseArgs } from 'node:util';
import { platformClient, platformTarget } from './lib/platform-client';
import { runCommand } from './lib/run-command';

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
  const [name, version] = positionals;
  if (!name) {
    throw new Error(
      'usage: npm run rollback:remote -- <content|catalog|basket|account|pharmacies|shell> [version] [--reason <text>]',
    );
  }
  const client = platformClient(platformTarget());
  const { revision } = await client.position(name);
  const { move } = await client.move(name, {
    action: 'rollback',
    ...(version ? { version } : {}),
    expectedRevision: revision,
    reason: values.reason,
  });
  console.log(
    move.from === move.to
      ? `${name}: the canary ended, everyone loads ${move.to}`
      : `${name}: ${move.from} -> ${move.to}`,
  );
});
