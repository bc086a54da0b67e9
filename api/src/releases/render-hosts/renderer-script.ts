import { buildSync, stop } from 'esbuild';
import path from 'node:path';

let script: string | null = null;

/**
 * The renderer's program as one CommonJS text, given to `node -e`: the process then needs to read no file but its
 * bundle's, not even its own program.
 */
export function rendererScript(): string {
  if (script !== null) return script;
  script = buildSync({
    entryPoints: [path.join(__dirname, 'renderer-main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  // the synchronous build keeps a worker thread and an esbuild process for later builds: there are none
  void stop();
  return script;
}
