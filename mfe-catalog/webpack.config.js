const { createConfigs } = require('../tooling/webpack');

module.exports = createConfigs({
  dir: __dirname,
  name: 'catalog',
  role: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './search-box': './src/parcels/search-box.tsx',
    './category-menu': './src/parcels/category-menu.tsx',
  },
  devPort: 3101,
});
