/**
 * `npm run rollback:remote -- <remote> [version]`: one step back. A running canary ends; otherwise the remote
 * returns to the named version or to the one published before the current. Pages opened afterwards load it.
 */
import { isRemoteName } from '@apteka/contracts';
import { deployDir } from './lib/apps';
import { moveRegistry } from './lib/publish';
import { rollBack } from './lib/registry-moves';

function main() {
  const [name, version] = process.argv.slice(2);
  if (!isRemoteName(name)) {
    throw new Error('usage: npm run rollback:remote -- <content|catalog|basket|account|pharmacies> [version]');
  }
  const move = moveRegistry(deployDir(), (registry) => rollBack(registry, name, version));
  console.log(
    move.from === move.to
      ? `${name}: the canary ended, everyone loads ${move.to}`
      : `${name}: ${move.from} -> ${move.to}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
