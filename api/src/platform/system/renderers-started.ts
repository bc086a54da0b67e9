/** A renderer as readiness reads it: the state of its process. */
export interface RendererState {
  state: 'starting' | 'up' | 'down' | 'stopped';
}

/** How long an instance waits at most for its renderers to start: a bundle that hangs as it loads keeps none out. */
export const RENDERERS_START_MS = 60_000;

/**
 * Whether an instance that has just started can draw pages: once no renderer of the release it serves is still
 * starting (each is up, or failed to start and is left to its back-off), or `maxWaitMs` after the instance began.
 * Before then every page would be left to browsers and none kept, so a surge sent to it would cost it a drawing per
 * visit and draw nothing. Once true it stays true: a renderer started later for a move must not take every instance
 * out at once, as they all move together.
 */
export function renderersStarted(
  renderers: () => RendererState[],
  { maxWaitMs = RENDERERS_START_MS, now = Date.now }: { maxWaitMs?: number; now?: () => number } = {},
): () => boolean {
  const since = now();
  let started = false;
  return () => {
    started ||= now() - since >= maxWaitMs || renderers().every((renderer) => renderer.state !== 'starting');
    return started;
  };
}
