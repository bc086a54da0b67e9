import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@apteka/contracts';
import { isRemoteLoadFailure } from './fallback-plugin';

export interface LoadOptions {
  attempts: number;
  timeoutMs: number;
  backoffMs: number;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = { attempts: 3, timeoutMs: 10_000, backoffMs: 400 };

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`remote ${remote} is unavailable: ${reason}`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads exposed modules of remotes found through the registry. Each load is bounded: a few
 * attempts, each with a time-out; a retry re-registers the remote with a fresh manifest URL so
 * nothing cached from the failed attempt is reused.
 */
export class RemoteLoader {
  private attemptCounter = 0;

  constructor(
    private readonly manifests: Record<RemoteName, string | null>,
    private readonly options: LoadOptions = DEFAULT_LOAD_OPTIONS,
  ) {
    registerRemotes(
      Object.entries(manifests)
        .filter((entry): entry is [RemoteName, string] => Boolean(entry[1]))
        .map(([name, entry]) => ({ name, entry })),
    );
  }

  async load<T>(remote: RemoteName, expose: string): Promise<T> {
    const manifest = this.manifests[remote];
    if (!manifest) throw new RemoteUnavailableError(remote, 'not in the registry');
    let reason = 'unknown';
    for (let attempt = 0; attempt < this.options.attempts; attempt += 1) {
      if (attempt > 0 || this.attemptCounter > 0) {
        if (attempt > 0)
          await new Promise((resolve) => setTimeout(resolve, this.options.backoffMs * 2 ** (attempt - 1)));
        this.attemptCounter += 1;
        const separator = manifest.includes('?') ? '&' : '?';
        registerRemotes([{ name: remote, entry: `${manifest}${separator}retry=${this.attemptCounter}` }], {
          force: true,
        });
      }
      try {
        const module = await withTimeout(
          loadRemote<T>(`${remote}/${expose}`),
          this.options.timeoutMs,
          `${remote}/${expose}`,
        );
        if (module && !isRemoteLoadFailure(module)) return module;
        reason = isRemoteLoadFailure(module) ? module.message : 'empty module';
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      this.attemptCounter = Math.max(this.attemptCounter, 1);
    }
    throw new RemoteUnavailableError(remote, reason);
  }
}
