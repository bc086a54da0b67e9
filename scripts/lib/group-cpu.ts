import fs from 'node:fs';

/** The kernel's clock ticks per second, in which /proc reports CPU time (100 on Linux for decades). */
const TICKS_PER_SECOND = 100;

export interface ProcessCpu {
  pid: number;
  /** the process that started it */
  ppid: number;
  /** user and system CPU time so far, in ms */
  ms: number;
  command: string;
}

function readProcess(pid: number): (ProcessCpu & { group: number }) | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command's name may hold spaces and parentheses: the fields that follow the last ')' are fixed
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const group = Number(fields[2]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid, group, ms: (ticks * 1000) / TICKS_PER_SECOND, command };
  } catch {
    // the process ended while it was read
    return null;
  }
}

/** The CPU time of every process still running, with its process group (Linux's /proc; empty elsewhere). */
function everyProcess(): Array<ProcessCpu & { group: number }> {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((found): found is ProcessCpu & { group: number } => found !== null);
}

/** The CPU time of every process of a process group still running (Linux's /proc; empty elsewhere). */
export function groupCpu(group: number): ProcessCpu[] {
  return everyProcess()
    .filter((found) => found.group === group)
    .map(({ pid, ppid, ms, command }) => ({ pid, ppid, ms, command }));
}

/** The CPU time of every process of the machine still running (Linux's /proc; empty elsewhere). */
export function machineCpu(): ProcessCpu[] {
  return everyProcess().map(({ pid, ppid, ms, command }) => ({ pid, ppid, ms, command }));
}

/**
 * CPU ms each process of the group spent between two readings, summed by the kind `kindOf` names; a process
 * started between them counts from zero.
 */
export function cpuSpent(
  before: ProcessCpu[],
  after: ProcessCpu[],
  kindOf: (process: ProcessCpu) => string,
): Record<string, number> {
  const earlier = new Map(before.map((process) => [process.pid, process.ms]));
  const spent: Record<string, number> = {};
  for (const process of after) {
    const kind = kindOf(process);
    spent[kind] = (spent[kind] ?? 0) + process.ms - (earlier.get(process.pid) ?? 0);
  }
  return spent;
}
