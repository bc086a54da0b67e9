import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/**
 * Builds one module, `source`, for production with a source map, as `config` adds to that (its `output` merged into
 * the default one); returns each file the build wrote, by name. For tests of what the apps' builds do to their files.
 */
export async function buildOneModule(
  source: string,
  config: Omit<webpack.Configuration, 'output'> & { output?: webpack.Configuration['output'] } = {},
): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-one-module-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), source);
    const { output, ...rest } = config;
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      devtool: 'source-map',
      infrastructureLogging: { level: 'error' },
      ...rest,
      output: { path: path.join(dir, 'dist'), ...output },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    const dist = path.join(dir, 'dist');
    return new Map(fs.readdirSync(dist).map((name) => [name, fs.readFileSync(path.join(dist, name), 'utf8')]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
