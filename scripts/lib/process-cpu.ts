import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** One process as Linux's /proc shows it: its parent, the CPU time it has used so far, its command line. */
export interface ProcessSample {
  pid: number;
  ppid: number;
  /** user and system time, in clock ticks */
  ticks: number;
  cmdline: string;
}

/** Who used the machine's cores during a page load, as a bench tells them apart. */
export const PROCESS_KINDS = ['renderer', 'browser', 'gpu', 'utility', 'store', 'bench', 'other'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

export const PROCESS_KIND_LABELS: Record<ProcessKind, string> = {
  renderer: "Chromium's renderers (the page's main thread and its other threads)",
  browser: "Chromium's browser process",
  gpu: "Chromium's GPU process",
  utility: "Chromium's network and other services",
  store: 'the store (its API and its renderers)',
  bench: 'this bench (Playwright)',
  other: 'everything else on the machine',
};

/** Whether this machine shows processes as Linux's /proc does; elsewhere nothing is sampled. */
export const canSampleProcesses = () => existsSync('/proc/self/stat');

let clockTicks: number | null = null;
/** The kernel's clock ticks per second, in which /proc counts CPU time. */
const ticksPerSecondHere = () => (clockTicks ??= Number(execSync('getconf CLK_TCK').toString().trim()) || 100);

/** Parses /proc/<pid>/stat: the command's name is in parentheses and may itself hold spaces or parentheses. */
export function parseStat(stat: string): { ppid: number; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // after the name: state, ppid, … utime (14th field of the whole line), stime (15th)
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Every process of the machine now; one that ends while it is read is left out. */
export function sampleProcesses(): ProcessSample[] {
  const samples: ProcessSample[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { ppid, ticks } = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      samples.push({ pid: Number(entry), ppid, ticks, cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return samples;
}

/** The process listening on a TCP port of this machine (the store a bench measures), if this user can see it. */
export function listeningProcess(port: number): number | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address "0100007F:0CDB", state 0A = listening, inode in the tenth field
      if (fields.length > 9 && fields[3] === '0A' && parseInt(fields[1]!.split(':')[1]!, 16) === port)
        inodes.add(fields[9]!);
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice('socket:['.length, -1))) return Number(entry);
      }
    } catch {
      // not ours to read, or gone
    }
  }
  return null;
}

/** A process and every process started under it, among `samples`. */
export function withDescendants(root: number, samples: ProcessSample[]): Set<number> {
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const sample of samples)
      if (!found.has(sample.pid) && found.has(sample.ppid)) {
        found.add(sample.pid);
        grew = true;
      }
  }
  return found;
}

/** Which kind a process is: Chromium's by its `--type`, the store's and the bench's by their process trees. */
export function kindOf(sample: ProcessSample, store: Set<number>, bench: Set<number>): ProcessKind {
  if (/\bchrom(e|ium)\b/.test(sample.cmdline.split(' ')[0] ?? '')) {
    const type = /--type=([\w-]+)/.exec(sample.cmdline)?.[1];
    if (!type) return 'browser';
    if (type === 'renderer') return 'renderer';
    if (type === 'gpu-process') return 'gpu';
    return 'utility';
  }
  if (store.has(sample.pid)) return 'store';
  if (bench.has(sample.pid)) return 'bench';
  return 'other';
}

/**
 * The CPU time (ms) each kind of process used between two samples. A process started meanwhile (a page's new
 * renderer) counts all it used; one that ended meanwhile cannot be counted, and is left out.
 */
export function cpuByKind(
  before: ProcessSample[],
  after: ProcessSample[],
  {
    store,
    bench,
    ticksPerSecond = ticksPerSecondHere(),
  }: { store: number | null; bench: number; ticksPerSecond?: number },
): Record<ProcessKind, number> {
  const used = Object.fromEntries(PROCESS_KINDS.map((kind) => [kind, 0])) as Record<ProcessKind, number>;
  const earlier = new Map(before.map((sample) => [sample.pid, sample.ticks]));
  const storeTree = store === null ? new Set<number>() : withDescendants(store, after);
  // the bench's own tree holds Chromium too, which is told apart by its command line first
  const benchTree = withDescendants(bench, after);
  for (const sample of after) {
    const ticks = sample.ticks - (earlier.get(sample.pid) ?? 0);
    if (ticks > 0) used[kindOf(sample, storeTree, benchTree)] += (ticks * 1000) / ticksPerSecond;
  }
  return used;
}
