import { cpuByKind, kindOf, parseStat, withDescendants, type ProcessSample } from './process-cpu';

const proc = (pid: number, ppid: number, ticks: number, cmdline: string): ProcessSample => ({
  pid,
  ppid,
  ticks,
  cmdline,
});

describe("the machine's CPU by process during a load", () => {
  it('reads the parent and the CPU time of a process whose name holds spaces and parentheses', () => {
    const stat = '4242 (Web Content (x)) S 17 4242 4242 0 -1 4194560 9 0 0 0 120 30 0 0 20 0 1 0 88 0 0';
    expect(parseStat(stat)).toEqual({ ppid: 17, ticks: 150 });
  });

  it("finds a process's whole tree, started in any order", () => {
    const samples = [
      proc(30, 20, 0, 'grandchild'),
      proc(20, 10, 0, 'child'),
      proc(10, 1, 0, 'root'),
      proc(40, 1, 0, 'x'),
    ];
    expect([...withDescendants(10, samples)].sort()).toEqual([10, 20, 30]);
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

  it("counts what each kind used between two samples: the store's tree, a renderer started meanwhile in full", () => {
    const before = [
      proc(5, 1, 1_000, 'node bench.ts'),
      proc(11, 1, 500, 'node api/src/main.ts'),
      proc(12, 11, 40, 'node --experimental-permission render-host'),
      proc(20, 5, 300, '/usr/lib/chromium/chromium --headless'),
      proc(99, 1, 70, 'ended meanwhile'),
    ];
    const after = [
      proc(5, 1, 1_010, 'node bench.ts'),
      proc(11, 1, 520, 'node api/src/main.ts'),
      proc(12, 11, 43, 'node --experimental-permission render-host'),
      proc(20, 5, 330, '/usr/lib/chromium/chromium --headless'),
      proc(21, 20, 90, '/usr/lib/chromium/chromium --type=renderer'),
      proc(30, 1, 8, 'postgres'),
    ];
    expect(cpuByKind(before, after, { store: 11, bench: 5, ticksPerSecond: 100 })).toEqual({
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
