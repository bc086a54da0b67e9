const { createConfig } = require('../tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'pharmacies',
  role: 'remote',
  exposes: { './app': './src/app.tsx' },
  devPort: 3104,
});
