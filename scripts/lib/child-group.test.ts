import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { ROOT } from './apps';
import { childGroup } from './child-group';

const IDLE = 'setInterval(() => {}, 1000)';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function firstLine(stream: Readable): Promise<string> {
  const [line] = (await once(createInterface({ input: stream }), 'line')) as [string];
  return line;
}

/** What a test started is killed after it, whatever the test left running (a failing test leaves it). */
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});

describe('a child group', () => {
  test('stops every child it started, each with its own signal, and resolves once each has exited', async () => {
    const group = childGroup();
    const children = [
      group.spawn(process.execPath, ['-e', IDLE], { stdio: 'ignore' }),
      group.spawn(process.execPath, ['-e', IDLE], { stdio: 'ignore' }),
      group.spawn(process.execPath, ['-e', IDLE], { stdio: 'ignore', stopSignal: 'SIGQUIT' }),
    ];
    started.push(...children.map((child) => child.pid!));
    await group.stop();
    expect(children.map((child) => child.signalCode)).toEqual(['SIGTERM', 'SIGTERM', 'SIGQUIT']);
    for (const child of children) expect(alive(child.pid!)).toBe(false);
  });

  test('stopped while starting: what started is stopped, and nothing starts after the stop', async () => {
    const group = childGroup();
    const first = group.spawn(process.execPath, ['-e', IDLE], { stdio: 'ignore' });
    started.push(first.pid!);
    // the stop comes while the start waits for the first child to be ready
    const stopped = group.stop();
    expect(group.stopping).toBe(true);
    expect(() => group.spawn(process.execPath, ['-e', IDLE], { stdio: 'ignore' })).toThrow(/stopping/);
    await stopped;
    expect(alive(first.pid!)).toBe(false);
    expect(group.stop()).toBe(stopped);
  });

  test("stops what a child started itself: the child's whole process group", async () => {
    const group = childGroup();
    // the grandchild writes to the same pipe: the pipe ends only once both are gone
    const parent = group.spawn(
      process.execPath,
      [
        '-e',
        `const g = require('node:child_process').spawn(process.execPath, ['-e', '${IDLE}'], { stdio: ['ignore', 'inherit', 'ignore'] });
         console.log(g.pid); ${IDLE}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(parent.pid!);
    const grandchild = Number(await firstLine(parent.stdout!));
    started.push(grandchild);
    expect(alive(grandchild)).toBe(true);
    const ended = once(parent.stdout!.resume(), 'end');
    await group.stop();
    await ended;
    expect(alive(parent.pid!)).toBe(false);
  });

  test('kills a child still running after the grace', async () => {
    const group = childGroup({ graceMs: 100 });
    const stubborn = group.spawn(
      process.execPath,
      ['-e', `process.on('SIGTERM', () => {}); console.log('ready'); ${IDLE}`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(stubborn.pid!);
    await firstLine(stubborn.stdout!);
    await group.stop();
    expect(stubborn.signalCode).toBe('SIGKILL');
    expect(alive(stubborn.pid!)).toBe(false);
  });
});

describe('a command stopped by a signal while it is starting', () => {
  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s: the child it started is gone when the command exits',
    async (signal) => {
      const command = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'child-group.fixture.ts')], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      started.push(command.pid!);
      const child = Number(await firstLine(command.stdout!));
      started.push(child);
      expect(alive(child)).toBe(true);
      const exit = once(command, 'exit');
      command.kill(signal);
      expect(await exit).toEqual([0, null]);
      expect(alive(child)).toBe(false);
    },
    30_000,
  );
});
