/** `npm run build [-- --force] [app ...]`: production builds of the shell and the remotes that are stale. */
import { APPS, findApp } from './lib/apps';
import { buildStale } from './lib/build';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((a) => !a.startsWith('--'));
  const apps = names.length ? names.map(findApp) : APPS;
  const built = await buildStale(apps, { force });
  console.log(built.length ? `built: ${built.map((a) => a.name).join(', ')}` : 'everything is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
