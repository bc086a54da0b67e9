import { renderersStarted, type RendererState } from './renderers-started';

describe("an instance's renderers at its start", () => {
  it('have started once none is starting: up, or down after failing to start', () => {
    let renderers: RendererState[] = [{ state: 'starting' }, { state: 'up' }];
    const started = renderersStarted(() => renderers);
    expect(started()).toBe(false);
    renderers = [{ state: 'down' }, { state: 'up' }];
    expect(started()).toBe(true);
  });

  it('stay started when a renderer starts later (a move)', () => {
    let renderers: RendererState[] = [{ state: 'up' }];
    const started = renderersStarted(() => renderers);
    expect(started()).toBe(true);
    renderers = [{ state: 'up' }, { state: 'starting' }];
    expect(started()).toBe(true);
  });

  it('are waited for no longer than the bound: a renderer that hangs as it loads keeps the instance out no longer', () => {
    let time = 0;
    const started = renderersStarted(() => [{ state: 'starting' }], { maxWaitMs: 1000, now: () => time });
    time = 999;
    expect(started()).toBe(false);
    time = 1000;
    expect(started()).toBe(true);
  });
});
