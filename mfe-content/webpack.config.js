const { createConfigs } = require('../tooling/webpack');

module.exports = createConfigs({
  dir: __dirname,
  name: 'content',
  role: 'remote',
  exposes: { './app': './src/app.tsx' },
  devPort: 3105,
});
