import fs from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own configuration is CommonJS
const { oneFederationRuntime } = require('./webpack') as {
  oneFederationRuntime: () => { resourceRegExp: RegExp; newResource: string };
};

// The shell ships the federation runtime once only while the plugin the federation plugin adds by require.resolve
// is swapped for its ES module build: a package update that moves either file brings the second copy back silently.
describe("the shell's one federation runtime", () => {
  it('swaps the file the federation plugin adds for an ES module build that exists', () => {
    const replacement = oneFederationRuntime();
    expect(
      replacement.resourceRegExp.test(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
    ).toBe(true);
    expect(fs.readFileSync(replacement.newResource, 'utf8')).toMatch(
      /^import \* as \w+ from "@module-federation\/runtime-tools\/runtime-core";/m,
    );
  });
});
