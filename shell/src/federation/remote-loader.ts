import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@apteka/contracts';
import { isRemoteLoadFailure } from './fallback-plugin';
import { integrityOf, knowIntegrity } from './integrity-plugin';
import type { RemoteSource } from './registry';

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
  private readonly sources: Record<RemoteName, RemoteSource | null>;
  /** remotes this page has started to load: they keep their version until the next full page load */
  private readonly pinned = new Set<RemoteName>();

  constructor(
    sources: Record<RemoteName, RemoteSource | null>,
    private readonly options: LoadOptions = DEFAULT_LOAD_OPTIONS,
    /** told when a remote could not be loaded after every attempt, with the version this page was given */
    private readonly onFailure: (remote: RemoteName, version: string, reason: string) => void = () => undefined,
  ) {
    this.sources = { ...sources };
    for (const source of Object.values(sources)) knowIntegrity(source?.integrity);
    registerRemotes(
      Object.entries(sources)
        .filter((entry): entry is [RemoteName, RemoteSource] => Boolean(entry[1]))
        .map(([name, source]) => ({ name, entry: source.url })),
    );
  }

  /**
   * Takes a newer registry's sources for the remotes this page has not loaded yet; a remote already loaded keeps
   * its version (its modules are in memory and on screen) until the next full page load.
   */
  update(sources: Record<RemoteName, RemoteSource | null>): RemoteName[] {
    const moved: RemoteName[] = [];
    for (const [name, source] of Object.entries(sources) as Array<[RemoteName, RemoteSource | null]>) {
      if (this.pinned.has(name) || source === null || source.url === this.sources[name]?.url) continue;
      this.sources[name] = source;
      knowIntegrity(source.integrity);
      registerRemotes([{ name, entry: source.url }], { force: true });
      moved.push(name);
    }
    return moved;
  }

  /** The version this page loads a remote at ('override' for a developer's dev server), or null without one. */
  versionOf(remote: RemoteName): string | null {
    return this.sources[remote]?.version ?? null;
  }

  /**
   * The files the federation runtime fetches itself to load the remote at the version this page would load: its
   * manifest, then the entry and each exposed module's first chunks the registry recorded (none for a dev server).
   */
  filesOf(remote: RemoteName): string[] {
    const source = this.sources[remote];
    if (!source) return [];
    return [...new Set([source.url, ...Object.keys(source.integrity ?? {})])];
  }

  /** The remotes this page has loaded whose version a newer registry no longer gives this browser. */
  outdated(sources: Record<RemoteName, RemoteSource | null>): RemoteName[] {
    return [...this.pinned].filter((name) => {
      const next = sources[name];
      return next !== null && next.version !== this.sources[name]?.version;
    });
  }

  async load<T>(remote: RemoteName, expose: string): Promise<T> {
    const source = this.sources[remote];
    if (!source) throw new RemoteUnavailableError(remote, 'not in the registry');
    this.pinned.add(remote);
    const manifest = source.url;
    let reason = 'unknown';
    for (let attempt = 0; attempt < this.options.attempts; attempt += 1) {
      if (attempt > 0 || this.attemptCounter > 0) {
        if (attempt > 0)
          await new Promise((resolve) => setTimeout(resolve, this.options.backoffMs * 2 ** (attempt - 1)));
        this.attemptCounter += 1;
        const separator = manifest.includes('?') ? '&' : '?';
        const retry = `${manifest}${separator}retry=${this.attemptCounter}`;
        // the same manifest at another address: it is checked as the first one was
        const integrity = integrityOf(manifest);
        if (integrity) knowIntegrity({ [retry]: integrity });
        registerRemotes([{ name: remote, entry: retry }], { force: true });
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
    this.onFailure(remote, source.version, reason);
    throw new RemoteUnavailableError(remote, reason);
  }
}
