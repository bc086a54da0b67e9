import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runChecks } from './parallel-checks';

const node = (name: string, code: string) => ({ name, command: process.execPath, args: ['-e', code] });

describe('checks run side by side', () => {
  test('each result is whole, with its exit code and everything it printed to stdout and stderr', async () => {
    const results = await runChecks(
      [
        node('passes', 'console.log("all good")'),
        node('fails', 'console.error("src/a.ts: error"); process.exitCode = 2'),
      ],
      process.cwd(),
    );
    expect(results.map(({ name, code, output }) => ({ name, code, output }))).toEqual([
      { name: 'passes', code: 0, output: 'all good\n' },
      { name: 'fails', code: 2, output: 'src/a.ts: error\n' },
    ]);
  });

  test('the checks run at the same time: each waits for a file only the other writes', async () => {
    // in a row, the first would wait for ever (and the test time out); together, each sees the other's file
    const dir = mkdtempSync(path.join(os.tmpdir(), 'checks-'));
    const waitFor = (mine: string, theirs: string) =>
      `const fs = require("fs"); fs.writeFileSync(${JSON.stringify(path.join(dir, mine))}, "");` +
      `const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(path.join(dir, theirs))})) { clearInterval(t); console.log("met"); } }, 20);`;
    try {
      const results = await runChecks([node('a', waitFor('a', 'b')), node('b', waitFor('b', 'a'))], process.cwd());
      expect(results.map((result) => result.output)).toEqual(['met\n', 'met\n']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a command that cannot start fails its check with the reason', async () => {
    const [result] = await runChecks([{ name: 'missing', command: 'no-such-command-here', args: [] }], process.cwd());
    expect(result!.code).toBe(1);
    expect(result!.output).toContain('ENOENT');
  });
});
