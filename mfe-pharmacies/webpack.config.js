const { createConfigs } = require('../tooling/webpack');

module.exports = createConfigs({
  dir: __dirname,
  name: 'pharmacies',
  role: 'remote',
  exposes: { './app': './src/app.tsx', './pharmacy-select': './src/parcels/pharmacy-select-parcel.tsx' },
  devPort: 3104,
});
