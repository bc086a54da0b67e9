import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps';
import type { LoadPlan, LoadResult } from './load-generator';
import type { OpenLoopPlan, OpenLoopResult } from './open-loop-load';

/** Runs a load generator script of this folder as a process of its own, so its work is not counted inside the server's. */
function runGenerator<Plan, Result>(script: string, plan: Plan): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`${script} exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}

/** Closed-loop load: each connection sends its next request once the last is answered. */
export const runLoadProcess = (plan: LoadPlan) => runGenerator<LoadPlan, LoadResult>('load-generator.ts', plan);

/** Open-loop load: requests leave at a fixed rate whatever the server does. */
export const runOpenLoopProcess = (plan: OpenLoopPlan) =>
  runGenerator<OpenLoopPlan, OpenLoopResult>('open-loop-load.ts', plan);
