import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { cpuSpent, type ProcessCpu } from './group-cpu';

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
export function withDescendants(root: number, processes: ProcessCpu[]): Set<number> {
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const running of processes)
      if (!found.has(running.pid) && found.has(running.ppid)) {
        found.add(running.pid);
        grew = true;
      }
  }
  return found;
}

/** Which kind a process is: Chromium's by its `--type`, the store's and the bench's by their process trees. */
export function kindOf(running: ProcessCpu, store: Set<number>, bench: Set<number>): ProcessKind {
  if (/\bchrom(e|ium)\b/.test(running.command.split(' ')[0] ?? '')) {
    const type = /--type=([\w-]+)/.exec(running.command)?.[1];
    if (!type) return 'browser';
    if (type === 'renderer') return 'renderer';
    if (type === 'gpu-process') return 'gpu';
    return 'utility';
  }
  if (store.has(running.pid)) return 'store';
  if (bench.has(running.pid)) return 'bench';
  return 'other';
}

/**
 * The CPU time (ms) each kind of process used between two readings of the machine (`machineCpu`). A process
 * started meanwhile (a page's new renderer) counts all it used; one that ended meanwhile cannot be counted.
 */
export function cpuByKind(
  before: ProcessCpu[],
  after: ProcessCpu[],
  { store, bench }: { store: number | null; bench: number },
): Record<ProcessKind, number> {
  const storeTree = store === null ? new Set<number>() : withDescendants(store, after);
  // the bench's own tree holds Chromium too, which is told apart by its command line first
  const benchTree = withDescendants(bench, after);
  const spent = cpuSpent(before, after, (running) => kindOf(running, storeTree, benchTree));
  return Object.fromEntries(PROCESS_KINDS.map((kind) => [kind, spent[kind] ?? 0])) as Record<ProcessKind, number>;
}
