import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own configuration is CommonJS
const { PRODUCTION_SOURCE_MAP_NAME } = require('./webpack') as { PRODUCTION_SOURCE_MAP_NAME: string };

/** Builds one module for production as the apps' browser builds name their files; returns each file's bytes by name. */
async function build(source: string): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-map-names-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), source);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      devtool: 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].[contenthash:10].js',
        sourceMapFilename: PRODUCTION_SOURCE_MAP_NAME,
      },
      optimization: { realContentHash: true },
      infrastructureLogging: { level: 'error' },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    const dist = path.join(dir, 'dist');
    return new Map(fs.readdirSync(dist).map((name) => [name, fs.readFileSync(path.join(dist, name), 'utf8')]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

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
