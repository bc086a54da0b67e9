/**
 * `npm run preview:remote -- <app> <version> [--hours 24]`: prints a link that shows one published version of a
 * remote, drawn by the server, to whoever opens it (and to no shopper): signed by the platform, for at most 24 hours.
 */
import { parseArgs } from 'node:util';
import { platformClient, platformTarget } from './lib/platform-client';
import { runCommand } from './lib/run-command';

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { hours: { type: 'string' } } });
  const [name, version] = positionals;
  if (!name || !version) {
    throw new Error(
      'usage: npm run preview:remote -- <content|catalog|basket|account|pharmacies> <version> [--hours 1..24]',
    );
  }
  const hours = values.hours === undefined ? undefined : Number(values.hours);
  if (hours !== undefined && !(Number.isInteger(hours) && hours >= 1 && hours <= 24)) {
    throw new Error('--hours is a whole number of hours from 1 to 24');
  }
  const { url, expires } = await platformClient(platformTarget()).preview(name, version, hours);
  console.log(`${name} ${version}, until ${expires}:`);
  console.log(url);
});
