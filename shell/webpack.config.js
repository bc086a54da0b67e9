const { createConfig } = require('../tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  runtimePlugins: [require.resolve('./src/federation/fallback-plugin.ts')],
  devPort: 3100,
});
