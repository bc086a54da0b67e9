import { mainThreadWork, type TraceEvent } from './main-thread-work';

const PAGE = { pid: 7, tid: 1 };
const task = (ts: number, tdur: number, dur = tdur * 3, where = PAGE): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...where,
});

const trace = (...more: TraceEvent[]): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 2, args: { name: 'Compositor' } },
  // the blank page before the navigation
  { name: 'navigationStart', ph: 'R', ts: 100, ...PAGE, args: { data: { documentLoaderURL: '' } } },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000,
    ...PAGE,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:3290/' } },
  },
  { name: 'page-quiet', ph: 'R', ts: 900_000, ...PAGE },
  ...more,
];

describe("the main thread's work before the page is quiet", () => {
  it("counts each task's thread time, slowed, from the navigation to the mark", () => {
    const work = mainThreadWork(
      trace(
        task(500, 40_000), // before the navigation
        task(2_000, 10_000), // 40 ms slowed: not long
        task(20_000, 20_000), // 80 ms slowed: 30 beyond 50
        task(60_000, 30_000), // 120 ms slowed: 70 beyond 50
        task(70_000, 30_000, 30_000, { pid: 7, tid: 2 }), // another thread
        task(950_000, 30_000), // after the mark
      ),
      'page-quiet',
      4,
    );
    // by wall time (three times the thread time here): 120, 240 and 360 ms slowed
    expect(work).toEqual({ busyMs: 240, blockingMs: 100, longestMs: 120, tasks: 3, wallBlockingMs: 570 });
  });

  it('reads the wall time of a task whose thread time was not recorded', () => {
    const untimed = { ...task(2_000, 0), tdur: undefined, dur: 25_000 };
    expect(mainThreadWork(trace(untimed), 'page-quiet', 4).busyMs).toBe(100);
  });

  it('says so when the page never marked its quiet moment', () => {
    const events = trace(task(2_000, 10_000)).filter((event) => event.name !== 'page-quiet');
    expect(() => mainThreadWork(events, 'page-quiet', 4)).toThrow("no 'page-quiet' mark");
  });
});
