/**
 * `npm start`: builds what is not built, publishes the shell and every remote into the local
 * 'CDN' folder (DEPLOY_DIR, default .deploy), then serves the store, the registry and the API on
 * one port. The embedded database seeds itself on first run and keeps its data in .data/.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, REMOTES, ROOT, SHELL, deployDir } from './lib/apps';
import { buildStale } from './lib/build';
import { publishRemote, publishShell } from './lib/publish';

async function main() {
  const started = Date.now();
  const target = deployDir();
  const built = await buildStale(APPS);
  if (built.length)
    console.log(`built ${built.map((a) => a.name).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  publishShell(SHELL, target);
  const production = process.env.APP_ENV === 'production';
  for (const remote of REMOTES) {
    const result = publishRemote(remote, target, { localRebuild: !production, allowOverrides: !production });
    if (!result.alreadyPublished) console.log(`published ${remote.name}@${result.version}`);
  }

  const api = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'api/src/main.ts')],
    {
      stdio: 'inherit',
      env: { ...process.env, DEPLOY_DIR: target },
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
