import type { Db } from '../../platform/database/types';
import type { RenderHosts } from '../render-hosts/render-hosts';
import type { VerifiedFiles } from '../render-hosts/verified-files';
import type { RemoteName } from '@apteka/contracts';
import type { FileCheck, LiveRelease, ServedRemote } from './live-release';
import type { RegistryApp } from './registry-moves';
import { readApps, type AppRow } from './registry-repository';
import { registryFollower } from './registry-follower';
import { releaseReader } from './release-reader';

export type { FileCheck, LiveRelease, ServedRemote, ServedShell } from './live-release';

export interface LiveRegistryOptions {
  db: Db;
  files: VerifiedFiles;
  hosts: RenderHosts;
  /** where browsers fetch published files: '' for this site, or a CDN's address */
  assetsUrl: string;
  allowOverrides: boolean;
  /** how often the revisions are read again, in case a notification was lost */
  refreshMs: number;
  /** how long before files a release could not use are fetched again (the origin may have been away); 60 s */
  retryRefusedMs?: number;
  onError: (error: unknown) => void;
  onChange?: (release: LiveRelease, previous: LiveRelease | null) => void;
  /** the registry names a release this instance cannot serve: it keeps the one it has, if any */
  onHeld?: (reason: string) => void;
}

/** A newer release the instance would not serve, and why. */
export interface HeldRelease {
  revisions: Record<RegistryApp, number>;
  reason: string;
  since: Date;
}

/** Preview links' versions kept warm at once, beside the release's own. */
const PREVIEWS_KEPT = 4;

/** How often files a release could not use are fetched again: the origin may have been away. */
const RETRY_REFUSED_MS = 60_000;

const sameRevisions = (a: Record<string, number>, rows: AppRow[]) => rows.every((row) => a[row.app] === row.revision);

/**
 * This instance's copy of the release registry. It reads the registry at start, follows every move within a moment,
 * and swaps to a new release only once the files it needs are fetched and checked, so a page is drawn either with
 * the old versions or with the new ones, never half of each. A release whose shell page cannot be fetched or
 * checked is never swapped in: the instance keeps the last good one and says so (`held`).
 */
export function liveRegistry(options: LiveRegistryOptions) {
  const { db, files, hosts } = options;
  const reader = releaseReader(options);
  let release: LiveRelease | null = null;
  let held: HeldRelease | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  let stopped = false;

  /** Preview links' versions, by app and version: the few last opened are kept warm. */
  const previews = new Map<string, Promise<{ remote: ServedRemote; checks: FileCheck[] } | null>>();
  const previewChecks = new Map<string, FileCheck[]>();

  /** Serves what is good and puts away what neither the served release nor a preview in use needs. */
  function keepServed() {
    const kept = [...(release?.checks ?? []), ...[...previewChecks.values()].flat()];
    void files.keepOnly(kept.map(({ key, sha384 }) => ({ key, sha384 }))).catch(options.onError);
    void hosts
      .keepOnly(kept.map(({ app, version, key, sha384 }) => ({ app, version, file: { key, sha384 } })))
      .catch(options.onError);
  }

  async function readOnce() {
    const outcome = await reader.read();
    if ('refused' in outcome) {
      held = { revisions: outcome.revisions, reason: outcome.refused, since: new Date() };
      options.onHeld?.(outcome.refused);
    } else {
      const previous = release;
      outcome.accept();
      release = outcome.release;
      held = null;
      options.onChange?.(release, previous);
    }
    keepServed();
  }

  /** Reads the registry again; a read asked for while one runs makes one more read after it. */
  function refresh(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          await readOnce();
        } catch (error) {
          options.onError(error);
        }
      } while (readAgain && !stopped);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  const retryDue = (since: Date) => Date.now() - since.getTime() > (options.retryRefusedMs ?? RETRY_REFUSED_MS);

  /** The periodic look: a move whose notification was lost, a held release or refused files to try again. */
  async function check() {
    try {
      const rows = await readApps(db);
      if (held && sameRevisions(held.revisions, rows)) {
        // an instance with nothing to serve looks again at every check: the files may be written back any moment
        if (!release || retryDue(held.since)) await refresh();
        return;
      }
      if (!release || held) return void (await refresh());
      const refusedDue = release.checks.some((check) => !check.verified) && retryDue(release.since);
      if (refusedDue || !sameRevisions(release.revisions, rows)) await refresh();
    } catch (error) {
      options.onError(error);
    }
  }

  const follower = registryFollower({
    db,
    refreshMs: options.refreshMs,
    onMove: () => void refresh(),
    check,
    onError: options.onError,
  });

  return {
    /** Reads the registry and starts following it. */
    async start(): Promise<void> {
      // listening first: a move committed during the first read is then read again, not missed until the next check
      await follower.start();
      await refresh();
    },
    current: (): LiveRelease | null => release,
    /**
     * A published version of a remote for a preview link, drawn by a render host of its own (a version the
     * release serves is the one it serves). Null when it is not published or its files are refused.
     */
    async preview(app: RemoteName, version: string): Promise<ServedRemote | null> {
      const served = [release?.remotes[app], release?.canaries[app]].find((remote) => remote?.version === version);
      if (served) return served;
      const key = `${app}@${version}`;
      let loading = previews.get(key);
      if (loading) previews.delete(key);
      loading ??= reader.preview(app, version).then((loaded) => {
        if (loaded) previewChecks.set(key, loaded.checks);
        return loaded;
      });
      // the most recently opened last: beyond the few kept, the oldest preview's renderer is stopped
      previews.set(key, loading);
      for (const old of [...previews.keys()].slice(0, Math.max(0, previews.size - PREVIEWS_KEPT))) {
        previews.delete(old);
        previewChecks.delete(old);
      }
      const loaded = await loading.catch((error: unknown) => {
        options.onError(error);
        return null;
      });
      if (!loaded) previews.delete(key);
      keepServed();
      return loaded?.remote ?? null;
    },
    /** the newest release the registry names, when this instance would not serve it */
    held: (): HeldRelease | null => held,
    refresh,
    async stop(): Promise<void> {
      stopped = true;
      await follower.stop();
      await reading;
      await hosts.stop();
    },
  };
}

export type LiveRegistry = ReturnType<typeof liveRegistry>;
