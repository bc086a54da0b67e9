import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { createDb } from './platform/database/create-db';
import { prepareDatabase } from './startup';
import { publishLocalBuilds } from './dev/publish-local-builds';
import { createOrigin } from './releases';

async function main() {
  const config = loadConfig();
  const db = await createDb(config);
  await prepareDatabase(db, { contentDir: config.contentDir });
  const app = await buildApp(config, db);
  if (config.localBuilds?.length) {
    await publishLocalBuilds({ db, origin: createOrigin(config.origin) }, config.localBuilds, {
      strict: config.env === 'production',
      log: app.log,
    });
    await app.releases.refresh();
  }

  let closing = false;
  // Stopping: no longer ready, answers close their connections for the drain (a load balancer stops sending, and
  // its kept-alive connections here end), then stop listening, finish what is in flight, close the pool and timers.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.lifecycle.stop();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs ?? 0));
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`Store: http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
