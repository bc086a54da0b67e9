/**
 * npm run orders:advance -- <order id> [--times N]
 *
 * Moves an order along as a pharmacy would (assembly -> pickupable -> pickuped -> closed, ...). With DATABASE_URL
 * it writes to that server; otherwise it asks the running local store (PORT, default 3000), because the embedded
 * PGlite belongs to that process.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { createDb } from '../platform/database/create-db';
import { migrate } from '../platform/database/migrate';
import { DomainError } from '../platform/errors';
import { advanceOrder, devToken } from '../modules/orders';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { times: { type: 'string', default: '1' } },
  });
  const id = Number(positionals[0]);
  const times = Number(values.times);
  if (!Number.isInteger(id) || id < 1 || !Number.isInteger(times) || times < 1) {
    console.error('usage: npm run orders:advance -- <order id> [--times N]');
    process.exit(2);
  }
  const config = loadConfig();
  for (let i = 0; i < times; i++) {
    if (config.databaseUrl) {
      const db = await createDb(config);
      try {
        await migrate(db);
        console.log(`order ${id}: ${await advanceOrder(db, id)}`);
      } catch (error) {
        if (error instanceof DomainError) {
          console.error(`order ${id}: ${error.message}`);
          process.exit(1);
        }
        throw error;
      } finally {
        await db.close();
      }
    } else {
      const port = config.port;
      const response = await fetch(`http://127.0.0.1:${port}/api/dev/orders/${id}/advance`, {
        method: 'POST',
        headers: { 'x-dev-token': devToken(config.sessionSecret) },
      });
      const body = (await response.json()) as { status?: string; message?: string };
      if (!response.ok) {
        console.error(`order ${id}: ${body.message ?? response.status}`);
        process.exit(1);
      }
      console.log(`order ${id}: ${body.status}`);
    }
  }
}

void main();
