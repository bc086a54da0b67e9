import { buildOneModule } from './build-one-module';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own configuration is CommonJS
const { PRODUCTION_SOURCE_MAP_NAME } = require('./webpack') as { PRODUCTION_SOURCE_MAP_NAME: string };

/** Builds one module for production as the apps' browser builds name their files; returns each file's bytes by name. */
const build = (source: string) =>
  buildOneModule(source, {
    output: { filename: '[name].[contenthash:10].js', sourceMapFilename: PRODUCTION_SOURCE_MAP_NAME },
    optimization: { realContentHash: true },
  });

// A published file is never replaced: two builds may share a file's name only where they share its bytes.
describe("a production build's file names", () => {
  it('change with a change only the source map shows (a comment), so no name ever stands for other bytes', async () => {
    const before = await build('// reads the shelf\nexport const shelf = (n) => n * 2;\nconsole.log(shelf(2));\n');
    const after = await build('// reads the whole shelf\nexport const shelf = (n) => n * 2;\nconsole.log(shelf(2));\n');
    const maps = (files: Map<string, string>) => [...files.keys()].filter((name) => name.endsWith('.map'));
    expect(maps(before)).toHaveLength(1);
    expect(maps(before)).not.toEqual(maps(after));
    for (const [name, bytes] of after) if (before.has(name)) expect(before.get(name)).toBe(bytes);
  }, 60_000);
});
