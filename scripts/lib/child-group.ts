import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface GroupSpawnOptions extends Omit<SpawnOptions, 'detached'> {
  /** what asks this child to stop (SIGTERM by default; nginx stops gracefully on SIGQUIT) */
  stopSignal?: NodeJS.Signals;
}

export interface ChildGroup {
  /** Starts a child in a process group of its own; refused once the group is stopping. */
  spawn(command: string, args: readonly string[], options?: GroupSpawnOptions): ChildProcess;
  /**
   * Signals every child still running (its whole process group) and resolves once each has exited; a child still
   * running after `graceMs` is killed. Later calls return the same promise.
   */
  stop(): Promise<void>;
  readonly stopping: boolean;
}

interface Member {
  child: ChildProcess;
  stopSignal: NodeJS.Signals;
  exited: Promise<void>;
}

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    // the negative pid names the group: what the child started itself stops with it
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
};

/**
 * Child processes started together and stopped together. Each child leads a process group of its own, so a
 * terminal's Ctrl-C reaches the parent only, and the parent's stop reaches everything each child started.
 */
export function childGroup({ graceMs = 30_000 }: { graceMs?: number } = {}): ChildGroup {
  const members = new Set<Member>();
  let stopped: Promise<void> | null = null;

  function stopMember({ child, stopSignal, exited }: Member): Promise<void> {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return exited;
    const pid = child.pid;
    signalGroup(pid, stopSignal);
    const deadline = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    return exited.finally(() => clearTimeout(deadline));
  }

  return {
    spawn(command, args, { stopSignal = 'SIGTERM', ...options } = {}) {
      if (stopped) throw new Error(`not started while stopping: ${command} ${args.join(' ')}`);
      const child = spawn(command, args, { ...options, detached: true });
      const member: Member = {
        child,
        stopSignal,
        // 'error' without 'exit' when the process could not be started at all
        exited: new Promise((resolve) => {
          child.once('exit', () => resolve());
          child.once('error', () => {
            if (child.pid === undefined) resolve();
          });
        }),
      };
      members.add(member);
      void member.exited.then(() => members.delete(member));
      return child;
    },
    stop() {
      stopped ??= Promise.all([...members].map(stopMember)).then(() => undefined);
      return stopped;
    },
    get stopping() {
      return stopped !== null;
    },
  };
}

/**
 * Runs `stop` on the first SIGINT, SIGTERM or SIGHUP, then exits (1 if the stop failed). Registered before anything
 * is started, so a signal that comes while it is starting stops what was started so far.
 */
export function stopOnSignals(stop: () => Promise<void>, signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return {
    /** whether a signal came */
    get requested() {
      return stopping;
    },
  };
}
