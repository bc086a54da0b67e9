import { isPublicFile } from './public-files';

describe('the files of the origin browsers may fetch', () => {
  test("the apps' files, at the top and in their versions' folders", () => {
    for (const pathname of [
      '/main.3f9a1c2b.js',
      '/main.3f9a1c2b.js.br',
      '/411.5160bc8b2d.js.LICENSE.txt',
      '/remotes/catalog/1.4.0/remoteEntry.js',
      '/remotes/catalog/1.4.0/mf-manifest.json',
      '/remotes/catalog/1.4.0/__federation_expose_app.1a2b3c4d.js.gz',
      '/remotes/catalog/1.4.0/servers.1a2b3c4d.js',
      '/remotes/catalog/1.4.0/sitemap.json',
    ]) {
      expect([pathname, isPublicFile(pathname)]).toEqual([pathname, true]);
    }
  });

  test("not the shell's page, the registry's old files, server bundles or source maps", () => {
    for (const pathname of [
      '/index.html',
      '/shell/1.0.0/index.html',
      '/shell/1.0.0/index.html.br',
      '/registry-history.jsonl',
      '/build-id.txt',
      '/shell/1.0.0/server/render.js',
      '/remotes/catalog/1.4.0/server/render.js',
      '/remotes/catalog/1.4.0/server/render.js.br',
      '/remotes/catalog/1.4.0/server/render.js.map',
      '/remotes/catalog/1.4.0/server/',
      '/remotes/catalog/1.4.0/server',
      '/remotes/catalog/1.4.0/SERVER/render.js',
      '/main.3f9a1c2b.js.0c4a9e7d51.map',
      '/main.3f9a1c2b.js.0c4a9e7d51.map.gz',
      '/main.3f9a1c2b.js.0c4a9e7d51.map.br',
      '/remotes/catalog/1.4.0/59.9f8e7d6c.js.MAP',
    ]) {
      expect([pathname, isPublicFile(pathname)]).toEqual([pathname, false]);
    }
  });
});
