const { createConfig } = require('../tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  role: 'remote',
  exposes: { './app': './src/app.tsx' },
  devPort: 3103,
});
