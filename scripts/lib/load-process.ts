import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps';
import type { LoadPlan, LoadResult } from './load-generator';

/** Runs the load generator as a process of its own, so its work is not counted inside the server's. */
export function runLoadProcess(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'load-generator.ts')], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}
