/**
 * `npm run deploy:remote -- <remote>`: builds one remote if needed, publishes it under its own
 * versioned path and moves the registry to it. Nothing else is rebuilt or republished.
 */
import { deployDir, findApp } from './lib/apps';
import { buildStale } from './lib/build';
import { publishRemote } from './lib/publish';

async function main() {
  const name = process.argv[2];
  if (!name) throw new Error('usage: npm run deploy:remote -- <content|catalog|basket|account|pharmacies>');
  const app = findApp(name);
  if (app.role !== 'remote')
    throw new Error('only remotes are deployed one by one; the shell is published by npm start / npm run publish');
  await buildStale([app]);
  const result = publishRemote(app, deployDir(), { allowOverrides: process.env.APP_ENV !== 'production' });
  console.log(
    `${app.name}@${result.version} ${result.alreadyPublished ? 'was already published' : 'published'}: ${result.manifestUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
