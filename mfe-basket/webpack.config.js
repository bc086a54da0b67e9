const { createConfig } = require('../tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'basket',
  role: 'remote',
  exposes: { './app': './src/app.tsx', './service': './src/service.ts' },
  devPort: 3102,
});
