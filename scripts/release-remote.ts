/** `npm run release:remote -- <remote>`: the running canary becomes the current version for everyone. */
import { isRemoteName } from '@apteka/contracts';
import { deployDir } from './lib/apps';
import { moveRegistry } from './lib/publish';
import { releaseCanary } from './lib/registry-moves';

function main() {
  const name = process.argv[2];
  if (!isRemoteName(name))
    throw new Error('usage: npm run release:remote -- <content|catalog|basket|account|pharmacies>');
  const move = moveRegistry(deployDir(), (registry) => releaseCanary(registry, name));
  console.log(`${name}: ${move.from} -> ${move.to} for everyone`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
