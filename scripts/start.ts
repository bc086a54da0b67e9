/**
 * `npm start`: builds what is not built, then starts the API, which publishes the shell and every remote into its
 * origin (the local 'CDN' folder DEPLOY_DIR, default .deploy) and its registry before it listens, and serves the
 * store, the registry and the API on one port. The embedded database seeds itself on first run and keeps its data
 * in .data/.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps';
import { buildStale } from './lib/build';

async function main() {
  const started = Date.now();
  const built = await buildStale(APPS);
  if (built.length)
    console.log(`built ${built.map((a) => a.name).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const api = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'api/src/main.ts')],
    {
      stdio: 'inherit',
      // the shell first: each remote is checked against the shell it will be loaded by
      env: { ...process.env, LOCAL_BUILDS: APPS.map((app) => path.join(app.dir, 'dist')).join(path.delimiter) },
    },
  );
  const stop = (signal: NodeJS.Signals) => api.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
