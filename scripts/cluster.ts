/**
 * `npm run cluster [-- --instances 3 --port 8080]`: the store as several servers run it, on this machine: a
 * PostgreSQL database (DATABASE_URL, else `apteka_cluster` on the local server at 127.0.0.1:5432, made if missing),
 * N API instances on ports of their own sharing it and one origin folder, and nginx in front of them on one port
 * with the repo's configuration (ops/nginx/apteka.conf). Builds what is stale first. Writes .cluster/cluster.json
 * (the address, each instance's pid and port, the metrics token); Ctrl-C or SIGTERM stops everything it started,
 * even while it starts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { APPS, ROOT } from './lib/apps';
import { buildStale } from './lib/build';
import { childGroup, stopOnSignals } from './lib/child-group';
import { startCluster } from './lib/cluster';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432';

/** The local server's cluster database, made on first use. */
async function localDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${LOCAL_SERVER}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'apteka_cluster'");
    if (!rowCount) await admin.query('CREATE DATABASE apteka_cluster');
  } finally {
    await admin.end();
  }
  return `${LOCAL_SERVER}/apteka_cluster`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'first-instance-port': { type: 'string', default: '3201' },
    },
  });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances: 1 to 16');
  await buildStale(APPS);
  const databaseUrl = process.env.DATABASE_URL || (await localDatabase());
  const cluster = await startCluster({
    databaseUrl,
    instances,
    port: Number(values.port),
    firstInstancePort: Number(values['first-instance-port']),
    dir: path.join(ROOT, '.cluster'),
    children,
  });
  console.log(`Store: ${cluster.address} (nginx) — ${instances} API instances:`);
  for (const instance of cluster.instances) console.log(`  ${instance.url}  pid ${instance.pid}`);
  console.log('Logs and .cluster/cluster.json in .cluster/; Ctrl-C stops everything.');
}

const children = childGroup();
// in place before the first instance is spawned: a stop while the cluster starts leaves no instance behind
const signals = stopOnSignals(() => {
  console.log('stopping the cluster…');
  return children.stop();
});

main().catch((error: unknown) => {
  // a start cut short by a signal: its handler exits once everything has stopped
  if (signals.requested) return;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
