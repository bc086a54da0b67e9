/**
 * npm run catalog:product -- withdraw <id|slug>
 * npm run catalog:product -- restore <id|slug>
 * npm run catalog:product -- rename <id|slug> <new-slug>
 *
 * A catalogue operator's changes to one product, in the database of DATABASE_URL or the embedded PGlite under
 * DATA_DIR (as content:import: PGlite belongs to one process, so stop the local store first). A withdrawn product
 * leaves listings, search, the shelves and the sitemap, and its page answers 410; a renamed one keeps its old
 * address, which leads to the new one. Running API instances show the change once their catalogue caches expire.
 */
import type { Db } from '../platform/database/types';
import { DomainError } from '../platform/errors';
import { renameProduct, restoreProduct, withdrawProduct, type ProductChange } from '../modules/catalog';
import { runOnDatabase } from './run-on-database';

const USAGE = `usage: npm run catalog:product -- withdraw <id|slug>
       npm run catalog:product -- restore <id|slug>
       npm run catalog:product -- rename <id|slug> <new-slug>`;

const COMMANDS: Record<string, { args: number; run: (db: Db, args: string[]) => Promise<ProductChange> }> = {
  withdraw: { args: 1, run: (db, [key]) => withdrawProduct(db, key!) },
  restore: { args: 1, run: (db, [key]) => restoreProduct(db, key!) },
  rename: { args: 2, run: (db, [key, slug]) => renameProduct(db, key!, slug!) },
};

function describe(command: string, { product, changed }: ProductChange): string {
  const name = `product ${product.id} «${product.name}» (${product.slug})`;
  if (command === 'rename') return changed ? `${name}: renamed; its old address leads here` : `${name}: slug unchanged`;
  if (product.withdrawnAt === null) return `${name}: ${changed ? 'back on sale' : 'already on sale'}`;
  const since = product.withdrawnAt.toISOString();
  return `${name}: ${changed ? 'withdrawn from sale' : 'already withdrawn from sale'} since ${since}`;
}

const [command = '', ...args] = process.argv.slice(2);
const chosen = COMMANDS[command];
if (!chosen || args.length !== chosen.args) {
  console.error(USAGE);
  process.exit(2);
}

runOnDatabase(
  async (db) => console.log(describe(command, await chosen.run(db, args))),
  (error) => (error instanceof DomainError ? `${command}: ${error.message}` : null),
);
