// The one webpack configuration factory behind the shell and every remote. Each app's own
// webpack.config.js names itself and what it exposes; everything else is decided here once.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SINGLETONS, sharedDependencies, packageVersion } = require('./shared-dependencies');

// JSX always compiles to the production runtime: a remote served by its dev server runs against
// the shell's shared production React, which has no development-only JSX hooks.
const swcOptions = () => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2020',
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: false } },
  },
});

/** The store's own TypeScript and JSX, compiled by swc: alike in the browser and the server bundles. */
const sourceRule = () => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader', options: swcOptions() },
});

/**
 * react-router's package exports only its development build (with its warnings and checks); production builds
 * take the production one it ships beside it.
 */
function productionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * The federation plugin adds the plugin that hands the runtime to remotes (`provideExternalRuntime`) by its CommonJS
 * build, which requires the CommonJS runtime, while webpack's own federation code imports the ES module one: the
 * host would ship the runtime twice (runtime-core and sdk in both formats, about 20 KB gzipped). Its ES module build
 * imports the same copy as the rest.
 */
function oneFederationRuntime() {
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return new webpack.NormalModuleReplacementPlugin(
    /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
    path.join(path.dirname(plugin), 'index.js'),
  );
}

function appVersion(appDir) {
  return process.env.APP_VERSION || require(path.join(appDir, 'package.json')).version;
}

/**
 * Emits build-info.json: which app and version a dist folder holds, which version of @apteka/contracts it was
 * built against, and the versions of the store's own shared packages it was built with. The publisher reads it: a
 * remote is published only beside a shell of the same contracts major, whose shared packages have everything the
 * remote's build may use (the shell's copy of a shared package is the one the page loads).
 */
function buildInfoPlugin(name, version, contracts, shared) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'BuildInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              'build-info.json',
              new webpack.sources.RawSource(`${JSON.stringify({ name, version, contracts, shared })}\n`),
            );
          },
        );
      });
    },
  };
}

/** The versions of the store's own shared packages (@apteka/*) an app is built with. */
function ownSharedVersions(appDir) {
  const names = [...new Set(SINGLETONS.filter((request) => request.startsWith('@apteka/')))];
  return Object.fromEntries(names.map((name) => [name, packageVersion(name, appDir)]));
}

/** The build constants every app reads, alike in its browser and its server bundle. */
function appConstants(app, version, production) {
  return {
    __BRAND__: JSON.stringify(process.env.BRAND || 'samson'),
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_ID__: JSON.stringify(`${app.name}@${version}`),
    __DEV__: JSON.stringify(!production),
  };
}

function compressionPlugins() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * A map is named by its own content: a change the minified code does not show (a comment, a type) changes the map
 * alone, and a published file is never replaced, so a map named after its file could not be published again.
 */
const PRODUCTION_SOURCE_MAP_NAME = '[file].[contenthash:10].map';

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder
 * @param {string} app.name       federation name ('shell', 'catalog', ...)
 * @param {'host'|'remote'} app.role
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 * @param {number} app.devPort
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const version = appVersion(app.dir);
    const host = app.role === 'host';

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: host ? { main: './src/index.ts' } : {},
      // Never an eval-based source map: the store's CSP has no 'unsafe-eval', in development either.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // A remote's files live under its versioned folder, wherever that is published: 'auto'
        // resolves chunk URLs from the URL its remoteEntry was loaded from. The shell's hashed assets live at the
        // top of the origin: this site's, or a CDN's in front of it (ASSETS_URL at build time).
        publicPath: host ? `${(process.env.ASSETS_URL ?? '').replace(/\/+$/, '')}/` : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        sourceMapFilename: production ? PRODUCTION_SOURCE_MAP_NAME : '[file].map',
        uniqueName: app.name,
        // the server bundle is built beside it, into dist/server
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? productionAliases() : {} },
      module: {
        rules: [
          sourceRule(),
          { test: /\.css$/i, type: 'asset/resource' },
          { test: /\.(png|svg|jpe?g|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new webpack.DefinePlugin(appConstants(app, version, production)),
        new ModuleFederationPlugin({
          name: app.name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: app.exposes || {} }),
          remotes: {},
          shared: sharedDependencies(app.dir, { provides: host }),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins || [],
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // The host ships the federation runtime once; remotes use it instead of bundling their own
          // copy into every remoteEntry.js.
          // Browser bundles: the runtime's code for Node is left out.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        buildInfoPlugin(app.name, version, packageVersion('@apteka/contracts', app.dir), ownSharedVersions(app.dir)),
        ...(host
          ? [
              oneFederationRuntime(),
              new HtmlWebpackPlugin({
                template: path.join(app.dir, 'src/index.html'),
                templateParameters: { brand: process.env.BRAND || 'samson' },
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(production ? compressionPlugins() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Keeps identical sources building to identical bytes.
        realContentHash: true,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      devServer: {
        port: Number(process.env.DEV_PORT) || app.devPort,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: host,
        client: { overlay: { warnings: false, errors: true } },
        static: false,
        ...(host
          ? { proxy: [{ context: ['/api', '/registry.json', '/remotes'], target: 'http://localhost:3000' }] }
          : {}),
      },
    };
  };
}

const RTK_QUERY_REACT_ON_SERVER = path.join(__dirname, 'server', 'rtk-query-react.mjs');

/**
 * The server bundle of an app (`dist/server/render.js`, SERVER_RENDER_FILE of @apteka/contracts): its
 * `src/server.tsx` for Node, self-contained (its own React and react-dom/server, no federation: it renders one
 * app's first view to HTML). Built with the browser bundle, from the same sources and constants, so the browser can
 * hydrate what it draws.
 */
function createServerConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const version = appVersion(app.dir);
    return {
      name: `${app.name}-server`,
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: app.dir,
      entry: { render: './src/server.tsx' },
      devtool: 'source-map',
      output: {
        path: path.join(app.dir, 'dist', 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        chunkFormat: 'commonjs',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? productionAliases() : {} },
      module: {
        rules: [sourceRule()],
      },
      plugins: [
        new webpack.DefinePlugin(appConstants(app, version, production)),
        new webpack.NormalModuleReplacementPlugin(/^@reduxjs\/toolkit\/query\/react$/, (resource) => {
          if (resource.contextInfo?.issuer !== RTK_QUERY_REACT_ON_SERVER) resource.request = RTK_QUERY_REACT_ON_SERVER;
        }),
        // one file: the page server loads it whole
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

/**
 * The browser and the server bundle of an app, built together by one webpack run; a dev server (`webpack serve`)
 * serves the browser's alone.
 */
function createConfigs(app) {
  return process.env.WEBPACK_SERVE ? createConfig(app) : [createConfig(app), createServerConfig(app)];
}

function ensureDir(dir) {
  fs.mkdirSync(dir, { recursive: true });
}

module.exports = {
  createConfig,
  createServerConfig,
  createConfigs,
  ensureDir,
  oneFederationRuntime,
  PRODUCTION_SOURCE_MAP_NAME,
};
