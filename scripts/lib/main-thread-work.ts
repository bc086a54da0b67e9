/** One event of a Chromium trace, as far as the main thread's work needs it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own CPU time within the event (µs): unlike `dur`, not lengthened while other work has the core */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadWork {
  /** all the main thread's tasks, from the navigation to the mark */
  busyMs: number;
  /** each task's time beyond 50 ms, summed: total blocking time's rule, over the whole load */
  blockingMs: number;
  longestMs: number;
  tasks: number;
  /**
   * The same tasks' blocking time from their wall time, slowed alike: what Lighthouse simulates from. Beyond
   * `blockingMs` it holds the time the main thread waited for a core (other threads, other processes) or for a
   * synchronous answer of another process, which a phone's own cores would not make it wait.
   */
  wallBlockingMs: number;
}

const LONG_TASK_MS = 50;
const isTask = (event: TraceEvent) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/**
 * The work of the page's main thread in a trace of one page load: its tasks from the navigation until the User
 * Timing mark `until` (the page's first quiet moment), each counted by its thread time multiplied by `slowdown`, as
 * Lighthouse's simulation multiplies a task's time on this machine to judge a slower phone. Thread time, not wall
 * time: on a busy machine a task's wall time grows with whatever else has the core, its thread time does not.
 */
export function mainThreadWork(events: TraceEvent[], until: string, slowdown: number): MainThreadWork {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace holds no navigation of the main frame');
  const thread = events.find(
    (event) => event.name === 'thread_name' && event.pid === navigation.pid && event.args?.name === 'CrRendererMain',
  );
  const mark = events.find((event) => event.name === until && event.pid === navigation.pid);
  if (!thread || !mark) throw new Error(`the trace holds no main thread or no '${until}' mark`);
  const tasks = events.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === thread.tid &&
      event.ph === 'X' &&
      isTask(event) &&
      event.ts >= navigation.ts &&
      event.ts < mark.ts,
  );
  const slowed = (micros: number) => (micros / 1000) * slowdown;
  const times = tasks.map((task) => slowed(task.tdur ?? task.dur ?? 0));
  const blocking = (ms: number[]) => ms.reduce((sum, each) => sum + Math.max(0, each - LONG_TASK_MS), 0);
  return {
    busyMs: times.reduce((sum, ms) => sum + ms, 0),
    blockingMs: blocking(times),
    longestMs: Math.max(0, ...times),
    tasks: times.length,
    wallBlockingMs: blocking(tasks.map((task) => slowed(task.dur ?? 0))),
  };
}
