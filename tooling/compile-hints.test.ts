import type { WebpackPluginInstance } from 'webpack';
import { buildOneModule } from './build-one-module';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own configuration is CommonJS
const { CompileHintsPlugin, COMPILE_HINT } = require('./compile-hints') as {
  CompileHintsPlugin: new () => WebpackPluginInstance;
  COMPILE_HINT: string;
};

/** Builds `source` for production, with or without the compile hints; returns its script and its source map. */
async function build(source: string, hints: boolean) {
  const files = await buildOneModule(source, {
    output: { filename: '[name].js' },
    plugins: hints ? [new CompileHintsPlugin()] : [],
  });
  const map = JSON.parse(files.get('main.js.map')!) as { mappings: string; sources: string[] };
  return { script: files.get('main.js')!, map };
}

const SOURCE =
  '// reads the shelf\n\nexport function shelfOf(count) {\n  return document.title + count;\n}\nconsole.log(shelfOf(Math.random()));\n';

describe("a production build's scripts", () => {
  it('begin with the compile hint before the minified code, and their source maps skip its line', async () => {
    const plain = await build(SOURCE, false);
    const hinted = await build(SOURCE, true);
    expect(hinted.script).toBe(`${COMPILE_HINT}${plain.script}`);
    expect(hinted.script).toContain('document.title+'); // still minified
    // one more generated line, with nothing mapped on it: every mapping after it points where it did
    expect(hinted.map.mappings).toBe(`;${plain.map.mappings}`);
    expect(hinted.map.sources).toEqual(plain.map.sources);
  }, 60_000);
});
