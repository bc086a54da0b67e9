import type { DrawingLane } from './drawing-queue';
import { NO_ROOM } from './drawing-queue';
import { firstViews } from './first-views';
import type { FirstVisit } from './first-visit';
import { pageOf, releaseOf, visitOf } from './kept-pages.fixture';
import { PageCache, type DrawnFirstView, type PageKeys } from './page-cache';

const visit = visitOf;
const release = releaseOf;

const WAIT = { withPage: 250, withoutPage: 1500 };

/**
 * First views over a real page cache, with drawings the test ends itself (`finish`) or that answer at once, and the
 * release served now set by the test.
 */
function setUp() {
  const cache = new PageCache({ ttlMs: 60_000, maxPages: 100 });
  let live = release(1);
  const keysOf = (of: FirstVisit): PageKeys => cache.keysOf(of, live, 'phone');
  const held: Array<() => void> = [];
  let hold = false;
  let room = true;
  const draw = jest.fn(async (of: FirstVisit, _lane: DrawingLane): Promise<DrawnFirstView | typeof NO_ROOM> => {
    if (!room) return NO_ROOM;
    const keys = keysOf(of);
    const drawnAt = cache.startDrawing();
    if (hold) await new Promise<void>((resolve) => held.push(resolve));
    return { page: pageOf(`${of.url} drawn with ${keys.drawnWith}`, drawnAt), keys, visit: of };
  });
  const views = firstViews({
    cache,
    keysOf,
    draw,
    bare: (of) => pageOf(`${of.url} bare`, 0),
    waitMs: WAIT,
  });
  return {
    cache,
    draw,
    answer: (url: string) => views.answer(visit(url), keysOf(visit(url))),
    reload: (url: string) => views.answer(visit(url), keysOf(visit(url)), { reload: true }),
    move: () => (live = release(2, 2000)),
    holdDrawings: () => (hold = true),
    finishDrawings: () => held.splice(0).forEach((finish) => finish()),
    noRoom: () => (room = false),
  };
}

describe("an anonymous shopper's first view", () => {
  afterEach(() => jest.useRealTimers());

  it('is drawn for the first shopper and sent as kept to the next', async () => {
    const views = setUp();
    expect(await views.answer('/')).toMatchObject({ source: 'drawn' });
    expect(await views.answer('/')).toMatchObject({ source: 'kept' });
    expect(views.draw).toHaveBeenCalledTimes(1);
  });

  it('is the bare page when the drawing queue has no room and nothing is kept', async () => {
    const views = setUp();
    views.noRoom();
    expect(await views.answer('/')).toMatchObject({ source: 'browser', page: { html: '/ bare' } });
  });

  it("is the bare page once a drawing runs past the page's budget, and the drawing is kept when it ends", async () => {
    jest.useFakeTimers();
    const views = setUp();
    views.holdDrawings();
    const first = views.answer('/');
    const second = views.answer('/');
    await jest.advanceTimersByTimeAsync(WAIT.withoutPage - 1);
    let answered = false;
    void first.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await first).toMatchObject({ source: 'browser' });
    expect(await second).toMatchObject({ source: 'browser' });
    // the two shoppers shared one drawing, which goes on and is kept
    expect(views.draw).toHaveBeenCalledTimes(1);
    views.finishDrawings();
    await jest.advanceTimersByTimeAsync(0);
    expect(await views.answer('/')).toMatchObject({ source: 'kept', page: { html: expect.stringContaining('drawn') } });
  });

  it('after a move is the page kept before it once the new drawing takes longer than a turn in the queue', async () => {
    jest.useFakeTimers();
    const views = setUp();
    await views.answer('/');
    views.move();
    views.holdDrawings();
    const answer = views.answer('/');
    await jest.advanceTimersByTimeAsync(WAIT.withPage);
    const sent = await answer;
    expect(sent).toMatchObject({ source: 'stale' });
    expect(sent?.page.html).toContain('shell=1');
    expect(views.draw.mock.calls[1]![1]).toBe('spare');
    views.finishDrawings();
    await jest.advanceTimersByTimeAsync(0);
    const next = await views.answer('/');
    expect(next).toMatchObject({ source: 'kept' });
    expect(next?.page.html).toContain('shell=2');
    expect(views.draw).toHaveBeenCalledTimes(2);
  });

  it('after a move is drawn anew for the shopper when the drawing is quick', async () => {
    const views = setUp();
    await views.answer('/');
    views.move();
    const sent = await views.answer('/');
    expect(sent).toMatchObject({ source: 'drawn' });
    expect(sent?.page.html).toContain('shell=2');
  });

  it('after a move is never the page kept before it for a shopper who reloads: the bare page if the drawing is late', async () => {
    jest.useFakeTimers();
    const views = setUp();
    await views.answer('/');
    views.move();
    views.holdDrawings();
    const answer = views.reload('/');
    await jest.advanceTimersByTimeAsync(WAIT.withoutPage);
    expect(await answer).toMatchObject({ source: 'browser', page: { html: '/ bare' } });
    views.finishDrawings();
    await jest.advanceTimersByTimeAsync(0);
    const next = await views.reload('/');
    expect(next).toMatchObject({ source: 'kept' });
    expect(next?.page.html).toContain('shell=2');
  });
});
