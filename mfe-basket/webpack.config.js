const { createConfigs } = require('../tooling/webpack');

module.exports = createConfigs({
  dir: __dirname,
  name: 'basket',
  role: 'remote',
  exposes: { './app': './src/app.tsx', './service': './src/service.ts' },
  devPort: 3102,
});
