// The singletons every federated app shares. One list for the shell and all remotes, so a
// remote can never bring its own copy of React, the store or the bus.
//
// A shared module is shipped whole, since any app may use any of it; a library that need not be one copy is left to
// each app, which ships only the parts it uses. react-router-dom: no router crosses a remote's boundary (each remote
// routes inside its own root, the shell with single-spa); shared, it cost every page its whole build (60 KB gzipped).
// rxjs: the bus (@apteka/bus, shared) carries the little of it the bus needs; observables of two copies work together
// (RxJS knows them by their shape), so an app that uses more of it ships its own (17 KB whole).
const path = require('node:path');
const fs = require('node:fs');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'single-spa',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'axios',
  '@apteka/contracts',
  '@apteka/bus',
  '@apteka/analytics',
  '@apteka/api-client',
  '@apteka/ui',
];

function packageVersion(request, fromDir) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  // Walk up from the resolved entry: not every package exports its package.json.
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const manifest = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (manifest.name === name) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the version of ${name}`);
    dir = parent;
  }
}

/**
 * The `shared` option of the federation plugin for an app in `appDir`. The shell provides every singleton; a remote
 * only consumes them (`import: false`): it runs only in a page of a shell that provides them all (it is published
 * only beside such a shell), so a copy of its own would never be used, and each copy it offered would be one more
 * version for the federation runtime to register and compare when its entry starts.
 */
function sharedDependencies(appDir, { provides = true } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(request, appDir);
      const major = version.split('.')[0];
      const requiredVersion = `^${major === '0' ? version : `${major}.0.0`}`;
      return [request, { singleton: true, requiredVersion, version, ...(provides ? {} : { import: false }) }];
    }),
  );
}

module.exports = { SINGLETONS, sharedDependencies, packageVersion, repoRoot: path.resolve(__dirname, '..') };
