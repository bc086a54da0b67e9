// Values that webpack's DefinePlugin provides in real builds.
globalThis.__BRAND__ = 'samson';
globalThis.__BUILD_ID__ = 'test';
globalThis.__APP_VERSION__ = '0.0.0-test';
globalThis.__DEV__ = true;
