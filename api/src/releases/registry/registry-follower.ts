import type { Db } from '../../platform/database/types';
import { REGISTRY_CHANNEL } from './registry-repository';

export interface RegistryFollowerOptions {
  db: Db;
  /** how often `check` runs, in case a notification was lost with a connection */
  refreshMs: number;
  /** a move was announced: the registry is to be read again */
  onMove: () => void;
  /** the periodic look at the registry */
  check: () => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Follows the registry's moves: LISTEN on its channel, and a periodic check that also opens the listener again
 * once the database is back.
 */
export function registryFollower(options: RegistryFollowerOptions) {
  let stopListening: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let listening = false;
  let stopped = false;

  async function listen(): Promise<boolean> {
    try {
      stopListening = await options.db.listen(REGISTRY_CHANNEL, options.onMove, options.onMove);
      return true;
    } catch (error) {
      // the database is away: the periodic check follows the registry until a listener can be opened
      options.onError(error);
      return false;
    }
  }

  return {
    /** Starts listening; the caller reads the registry after this, so a move committed meanwhile is not missed. */
    async start(): Promise<void> {
      listening = await listen();
      timer = setInterval(() => {
        if (!listening && !stopped) void listen().then((opened) => (listening = opened));
        void options.check();
      }, options.refreshMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      // a database closed first (tests, a failed start) has no listener left to stop
      await stopListening?.().catch(() => undefined);
    },
  };
}
