import { spawn } from 'node:child_process';

export interface Check {
  name: string;
  command: string;
  args: readonly string[];
}

export interface CheckResult {
  name: string;
  /** the exit code, or null when a signal ended it */
  code: number | null;
  /** what it printed, stdout and stderr in the order they came */
  output: string;
  seconds: number;
}

/** Runs one check to its end, keeping what it printed for the report. */
function runCheck({ name, command, args }: Check, cwd: string): Promise<CheckResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const finish = (code: number | null) => resolve({ name, code, output, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.on('close', finish);
  });
}

/**
 * Runs checks side by side: each of them (the type checker, the linter, the formatter) keeps one core busy, so on a
 * machine with more cores than one they finish sooner together than in a row. Each result comes back whole, so
 * their outputs are never interleaved.
 */
export function runChecks(checks: readonly Check[], cwd: string): Promise<CheckResult[]> {
  return Promise.all(checks.map((check) => runCheck(check, cwd)));
}
