import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps';
import type { LoadPlan, LoadResult } from './load-generator';
import type { OpenLoopPlan, OpenLoopResult } from './open-loop-load';

/** How long a generator process may take beyond its plan to start (tsx compiles it) and to print its result. */
const GENERATOR_GRACE_MS = 120_000;

/**
 * Runs a load generator script of this folder as a process of its own, so its work is not counted inside the
 * server's. Its result is read once its output is closed (an exit may come before the last of it is read); a
 * generator that has not answered by `deadlineMs` is stopped and the run fails saying so, rather than the bench
 * waiting or ending without figures.
 */
function runGenerator<Plan, Result>(script: string, plan: Plan, deadlineMs?: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    const watchdog =
      deadlineMs === undefined
        ? undefined
        : setTimeout(() => {
            child.kill('SIGKILL');
            reject(
              new Error(
                `${script} gave no result within ${Math.round(deadlineMs / 1000)} s (its plan and a start): ` +
                  `stopped, no figures${out ? '' : ' — it printed nothing'}`,
              ),
            );
          }, deadlineMs);
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(watchdog);
      const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
      if (code !== 0) return reject(new Error(`${script} exited with ${signal ?? code} after ${took}`));
      try {
        resolve(JSON.parse(out) as Result);
      } catch {
        reject(new Error(`${script} ended after ${took} without a result: ${JSON.stringify(out.slice(0, 200))}`));
      }
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

/** Closed-loop load: each connection sends its next request once the last is answered. */
export const runLoadProcess = (plan: LoadPlan) => runGenerator<LoadPlan, LoadResult>('load-generator.ts', plan);

/** Open-loop load: requests leave at a fixed rate whatever the server does; each is given up after its time-out. */
export const runOpenLoopProcess = (plan: OpenLoopPlan) =>
  runGenerator<OpenLoopPlan, OpenLoopResult>(
    'open-loop-load.ts',
    plan,
    plan.durationMs + plan.timeoutMs + GENERATOR_GRACE_MS,
  );
