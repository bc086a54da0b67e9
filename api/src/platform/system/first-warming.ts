/** How long an instance's readiness waits at most for the pages it draws ahead at start. */
export const FIRST_WARMING_MS = 30_000;

/**
 * Whether an instance that has just started has drawn ahead the pages it is likeliest to be asked for: once its
 * first warming has ended (drawn or not), or `maxWaitMs` after it began, so that a load balancer which sends traffic
 * only to ready instances sends the first visits to kept pages rather than to drawings that compete with the
 * warming. Not begun, it is not done. Once true it stays true: the warming after a move must not take every
 * instance out at once, as they all move together.
 */
export function firstWarming({ maxWaitMs = FIRST_WARMING_MS, now = Date.now } = {}) {
  let since: number | null = null;
  let ended = false;
  return {
    /** the first warming began: later ones (after a move) do not count */
    began(warming: Promise<unknown>): void {
      if (since !== null) return;
      since = now();
      const end = () => {
        ended = true;
      };
      warming.then(end, end);
    },
    /** whether the first warming has begun: the instance has started to take traffic */
    hasBegun(): boolean {
      return since !== null;
    },
    done(): boolean {
      ended ||= since !== null && now() - since >= maxWaitMs;
      return ended;
    },
  };
}
