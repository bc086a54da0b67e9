// One jest run for the whole repo: browser-side packages under jsdom, the API under node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  setupFiles: ['<rootDir>/../jest.globals.js'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const web = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-web.ts'],
});

module.exports = {
  // One worker per core: every suite has its own databases and ports, and jest's default of one core fewer left one of
  // two cores idle (the whole run took twice as long).
  maxWorkers: '100%',
  // A worker ends by itself once its last suite is done; jest kills it and warns when that takes over 500 ms. On a
  // busy two-core machine it often did, and a probe that would have listed the worker's open handles 300 ms after it
  // was told to end never got to run: the worker was still busy ending, not held open. 5 s still kills a worker that
  // a leaked handle keeps open, and warns about it.
  workerGracefulExitTimeout: 5000,
  projects: [
    ...['shell', 'mfe-catalog', 'mfe-basket', 'mfe-account', 'mfe-pharmacies', 'mfe-content'].map(web),
    ...['contracts', 'bus', 'api-client', 'ui', 'analytics'].map((p) => ({
      ...web(`shared/${p}`),
      setupFiles: ['<rootDir>/../../jest.globals.js'],
      setupFilesAfterEnv: ['<rootDir>/../../jest.setup-web.ts'],
    })),
    { ...common, displayName: 'scripts', rootDir: '<rootDir>/scripts', testEnvironment: 'node' },
    { ...common, displayName: 'tooling', rootDir: '<rootDir>/tooling', testEnvironment: 'node' },
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testTimeout: 60000,
      // Migrates and seeds once per run the databases every suite copies its own from (PGlite dumps, PostgreSQL
      // template databases), outside any test's timeout; the teardown removes them.
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      // These ship only ES modules (htmlparser2 and its family under sanitize-html); jest runs CommonJS, so they
      // are compiled like our own code. The last lookahead makes the rule look at the innermost node_modules.
      transformIgnorePatterns: [
        '/node_modules/(?!(oauth4webapi|marked|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)(?!.*/node_modules/)',
      ],
    },
  ],
};
