import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { createDb } from './platform/database/create-db';
import { prepareDatabase } from './startup';

async function main() {
  const config = loadConfig();
  const db = await createDb(config);
  await prepareDatabase(db, { contentDir: config.contentDir });
  const app = await buildApp(config, db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
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
