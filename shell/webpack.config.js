const { createConfigs } = require('../tooling/webpack');

module.exports = createConfigs({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  runtimePlugins: [
    require.resolve('./src/federation/fallback-plugin.ts'),
    require.resolve('./src/federation/integrity-plugin.ts'),
  ],
  devPort: 3100,
});
