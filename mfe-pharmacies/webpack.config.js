const { createConfig } = require('../tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'pharmacies',
  role: 'remote',
  exposes: { './app': './src/app.tsx', './pharmacy-select': './src/parcels/pharmacy-select-parcel.tsx' },
  devPort: 3104,
});
