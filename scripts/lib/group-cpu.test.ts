import fs from 'node:fs';
import os from 'node:os';
import { cpuSpent, groupCpu } from './group-cpu';

const onLinux = os.platform() === 'linux' ? test : test.skip;

onLinux('reads the CPU time of the processes of a group, this one among them', () => {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  const found = groupCpu(group).find((running) => running.pid === process.pid);
  expect(found?.command).toContain('node');
  // a test runner has spent more than a clock tick of CPU by the time a test runs
  expect(found!.ms).toBeGreaterThan(0);
});

test('sums what each kind of process spent between two readings, a process started between them from zero', () => {
  const before = [
    { pid: 1, ppid: 0, ms: 100, command: 'node api/src/main.ts' },
    { pid: 2, ppid: 1, ms: 50, command: 'node --permission render.js' },
  ];
  const after = [
    { pid: 1, ppid: 0, ms: 130, command: 'node api/src/main.ts' },
    { pid: 2, ppid: 1, ms: 60, command: 'node --permission render.js' },
    { pid: 3, ppid: 1, ms: 5, command: 'node --permission render.js' },
  ];
  const kind = ({ command }: { command: string }) => (command.includes('--permission') ? 'renderers' : 'API');
  expect(cpuSpent(before, after, kind)).toEqual({ API: 30, renderers: 15 });
});
