// Build-time constants injected by webpack's DefinePlugin (see tooling/webpack.js).
declare const __BRAND__: string;
declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;
declare const __DEV__: boolean;
