import type { ProcessCpu } from './group-cpu';
import { cpuByKind, kindOf, withDescendants } from './process-cpu';

const proc = (pid: number, ppid: number, ms: number, command: string): ProcessCpu => ({ pid, ppid, ms, command });

describe("the machine's CPU by process during a load", () => {
  it("finds a process's whole tree, started in any order", () => {
    const processes = [
      proc(30, 20, 0, 'grandchild'),
      proc(20, 10, 0, 'child'),
      proc(10, 1, 0, 'root'),
      proc(40, 1, 0, 'x'),
    ];
    expect([...withDescendants(10, processes)].sort()).toEqual([10, 20, 30]);
  });

  it("tells Chromium's processes apart by their type, whichever tree they are in", () => {
    const bench = new Set([5, 6]);
    const none = new Set<number>();
    expect(kindOf(proc(6, 5, 0, '/usr/lib/chromium/chromium --type=renderer --lang=ru'), none, bench)).toBe('renderer');
    expect(kindOf(proc(7, 5, 0, '/usr/lib/chromium/chromium --headless'), none, bench)).toBe('browser');
    expect(kindOf(proc(8, 7, 0, '/usr/lib/chromium/chromium --type=gpu-process'), none, bench)).toBe('gpu');
    expect(
      kindOf(proc(9, 7, 0, '/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom'), none, bench),
    ).toBe('utility');
    expect(kindOf(proc(5, 1, 0, 'node bench-first-load.ts'), none, bench)).toBe('bench');
    expect(kindOf(proc(11, 1, 0, 'node api/src/main.ts'), new Set([11]), bench)).toBe('store');
    expect(kindOf(proc(12, 1, 0, 'postgres'), none, bench)).toBe('other');
  });

  it("counts what each kind used between two readings: the store's tree, a renderer started meanwhile in full", () => {
    const chromium = '/usr/lib/chromium/chromium';
    const before = [
      proc(5, 1, 10_000, 'node bench.ts'),
      proc(11, 1, 5_000, 'node api/src/main.ts'),
      proc(12, 11, 400, 'node --experimental-permission render-host'),
      proc(20, 5, 3_000, `${chromium} --headless`),
      proc(99, 1, 700, 'ended meanwhile'),
    ];
    const after = [
      proc(5, 1, 10_100, 'node bench.ts'),
      proc(11, 1, 5_200, 'node api/src/main.ts'),
      proc(12, 11, 430, 'node --experimental-permission render-host'),
      proc(20, 5, 3_300, `${chromium} --headless`),
      proc(21, 20, 900, `${chromium} --type=renderer`),
      proc(30, 1, 80, 'postgres'),
    ];
    expect(cpuByKind(before, after, { store: 11, bench: 5 })).toEqual({
      renderer: 900,
      browser: 300,
      gpu: 0,
      utility: 0,
      store: 230,
      bench: 100,
      other: 80,
    });
  });
});
