import type { Db } from '../../src/platform/database/types';
import type { BuildOrigin } from '../../src/releases/origin/build-origin';
import { publishFixture, remoteBuild, shellBuild } from './published-builds';

/**
 * Server bundles that stand in for the apps' real ones in the API's tests of drawing: small enough to read, and run
 * by the render hosts exactly as a team's bundle is.
 */
export const STAND_IN_INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';

/** The shell's frame: a header, and the page's remote's slot in an element naming the version it was drawn for. */
export const STAND_IN_SHELL_BUNDLE = `
exports.render = async (input) => ({
  html: '<header>Шапка</header><main' + (input.remote ? ' data-server-version="' + input.remote.version + '">' +
    '<!--apteka-remote:' + input.remote.name + '-->' : '>') + '</main>',
  head: '', styles: '', state: {}, bus: {},
});`;

/** A remote's page: its boundary with the version that drew it. */
export const standInRemoteBundle = (name: string, version: string) => `
exports.render = async () => ({
  html: '<div data-boundary="${name}" data-version="${version}">Страница ${name} ${version}</div>',
  head: '', styles: '', state: {},
});`;

/** The version of `name` a page shows drawn by the server, if any. */
export const drawnVersionOf = (html: string, name: string) =>
  new RegExp(`data-boundary="${name}" data-version="([^"]+)"`).exec(html)?.[1] ?? null;

/**
 * Publishes the stand-in shell and these versions of the stand-in content remote, the first of which goes to
 * everyone (an app's first version does); the others are published and shown to nobody.
 */
export async function publishStandIns(deps: { db: Db; origin: BuildOrigin }, contentVersions: string[]): Promise<void> {
  await publishFixture(
    deps,
    'shell',
    '1.0.0',
    shellBuild('1.0.0', { 'index.html': STAND_IN_INDEX, 'server/render.js': STAND_IN_SHELL_BUNDLE }),
  );
  for (const version of contentVersions) {
    await publishFixture(
      deps,
      'content',
      version,
      remoteBuild('content', version, { 'server/render.js': standInRemoteBundle('content', version) }),
    );
  }
}
