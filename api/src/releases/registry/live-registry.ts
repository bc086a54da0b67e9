import {
  isRemoteName,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryEntry,
  type RemoteServerRender,
  type ShellServerRender,
} from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import { remoteScripts, type FederationManifest } from './federation-manifest';
import type { RegistryApp } from './registry-moves';
import { readApps, REGISTRY_CHANNEL, servedVersions, type AppRow, type PublishedVersion } from './registry-repository';
import type { VerifiedFile, VerifiedFiles } from '../render-hosts/verified-files';

/** A remote as this instance serves it: the version everyone outside a canary loads, and what drawing it needs. */
export interface ServedRemote {
  name: RemoteName;
  version: string;
  manifestUrl: string;
  /** the remote's entry and its page's first chunks, for the page to preload */
  scripts: string[];
  /** its server render, when it has one that passed its check */
  render: RemoteServerRender | null;
}

export interface ServedShell {
  version: string;
  /** the shell's index.html */
  page: string;
  render: ShellServerRender | null;
}

/** How one served file fared: checked against its SHA-384 and loaded, or refused. */
export interface FileCheck {
  app: RegistryApp;
  version: string;
  key: string;
  sha384: string;
  verified: boolean;
}

/** The registry as this instance serves it, read from the database, with every file it needs already checked. */
export interface LiveRelease {
  revisions: Record<RegistryApp, number>;
  /** what browsers read (`/registry.json`, and inline in every page): each remote's current version and canary */
  registry: RemoteRegistry;
  shell: ServedShell | null;
  remotes: Partial<Record<RemoteName, ServedRemote>>;
  checks: FileCheck[];
  /** when this instance started serving it */
  since: Date;
}

export interface LiveRegistryOptions {
  db: Db;
  files: VerifiedFiles;
  /** where browsers fetch published files: '' for this site, or a CDN's address */
  assetsUrl: string;
  allowOverrides: boolean;
  /** how often the revisions are read again, in case a notification was lost */
  refreshMs: number;
  /** how long before files a release could not use are fetched again (the origin may have been away); 60 s */
  retryRefusedMs?: number;
  onError: (error: unknown) => void;
  onChange?: (release: LiveRelease, previous: LiveRelease | null) => void;
}

const keyOf = (file: VerifiedFile) => `${file.key}#${file.sha384}`;

/** How often files a release could not use are fetched again: the origin may have been away. */
const RETRY_REFUSED_MS = 60_000;

const sameRevisions = (a: Record<string, number>, rows: AppRow[]) => rows.every((row) => a[row.app] === row.revision);

/**
 * This instance's copy of the release registry. It reads the registry at start, follows every move within a moment
 * (LISTEN on the registry's channel; a periodic read of the revisions catches a notification lost with a
 * connection), and swaps to a new release only once the files it needs are fetched and checked, so a page is drawn
 * either with the old versions or with the new ones, never half of each.
 */
export function liveRegistry(options: LiveRegistryOptions) {
  const { db, files, assetsUrl, allowOverrides } = options;
  let release: LiveRelease | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  let stopped = false;
  /** checked files by key and hash: a release reuses what the previous one already checked */
  let known = new Map<string, Promise<unknown>>();

  const urlOf = (key: string) => `${assetsUrl}/${key}`;

  /**
   * A file's check, reused from the previous release when it passed. One that failed (refused, or the origin did not
   * answer) counts as refused for this release and is tried again by a later one.
   */
  async function once<T>(
    file: VerifiedFile,
    load: () => Promise<T | null>,
    next: Map<string, Promise<unknown>>,
  ): Promise<T | null> {
    const key = keyOf(file);
    const promise =
      (known.get(key) as Promise<T | null> | undefined) ??
      load().catch((error: unknown) => {
        options.onError(error);
        return null;
      });
    next.set(key, promise);
    const value = await promise;
    if (value === null) next.delete(key);
    return value;
  }

  async function shellOf(
    version: PublishedVersion,
    entrySha: string,
    next: Map<string, Promise<unknown>>,
    checks: FileCheck[],
  ): Promise<ServedShell | null> {
    const entry = { key: version.entryKey, sha384: entrySha };
    const page = await once(entry, () => files.read(entry), next);
    checks.push({ app: 'shell', version: version.version, ...entry, verified: page !== null });
    if (!page) return null;
    let render: ShellServerRender | null = null;
    if (version.serverBundle) {
      const bundle = version.serverBundle;
      render = await once(bundle, () => files.render<ShellServerRender>(bundle), next);
      checks.push({ app: 'shell', version: version.version, ...bundle, verified: render !== null });
    }
    return { version: version.version, page: page.toString('utf8'), render };
  }

  async function remoteOf(
    name: RemoteName,
    version: PublishedVersion,
    entrySha: string,
    next: Map<string, Promise<unknown>>,
    checks: FileCheck[],
  ): Promise<ServedRemote> {
    const entry = { key: version.entryKey, sha384: entrySha };
    const manifestBytes = await once(entry, () => files.read(entry), next);
    checks.push({ app: name, version: version.version, ...entry, verified: manifestBytes !== null });
    const manifestUrl = urlOf(version.entryKey);
    let scripts: string[] = [];
    if (manifestBytes) {
      try {
        scripts = remoteScripts(manifestUrl, JSON.parse(manifestBytes.toString('utf8')) as FederationManifest);
      } catch {
        // a manifest that is not JSON only costs the page its preloads: the browser reports the failure to load
      }
    }
    let render: RemoteServerRender | null = null;
    if (version.serverBundle) {
      const bundle = version.serverBundle;
      render = await once(bundle, () => files.render<RemoteServerRender>(bundle), next);
      checks.push({ app: name, version: version.version, ...bundle, verified: render !== null });
    }
    return { name, version: version.version, manifestUrl, scripts, render };
  }

  async function readRelease(): Promise<LiveRelease> {
    const [rows, versions] = await Promise.all([readApps(db), servedVersions(db)]);
    const versionOf = (app: string, version: string | null | undefined) =>
      versions.find((v) => v.app === app && v.version === version);
    const next = new Map<string, Promise<unknown>>();
    const checks: FileCheck[] = [];
    const registry: RemoteRegistry = { allowOverrides, remotes: {} as RemoteRegistry['remotes'] };
    const remotes: LiveRelease['remotes'] = {};
    let shell: ServedShell | null = null;
    for (const row of rows) {
      const current = versionOf(row.app, row.current);
      if (!current) continue;
      if (row.app === 'shell') {
        shell = await shellOf(current, current.entrySha384, next, checks);
        continue;
      }
      if (!isRemoteName(row.app)) continue;
      const entry: RemoteRegistryEntry = {
        current: current.version,
        versions: { [current.version]: urlOf(current.entryKey) },
      };
      const canary = versionOf(row.app, row.canary?.version);
      if (row.canary && canary) {
        entry.versions[canary.version] = urlOf(canary.entryKey);
        entry.canary = { version: canary.version, percent: row.canary.percent };
      }
      registry.remotes[row.app] = entry;
      remotes[row.app] = await remoteOf(row.app, current, current.entrySha384, next, checks);
    }
    known = next;
    void files.keepOnly(checks.map((check) => ({ key: check.key, sha384: check.sha384 }))).catch(options.onError);
    return {
      revisions: Object.fromEntries(rows.map((row) => [row.app, row.revision])) as Record<RegistryApp, number>,
      registry,
      shell,
      remotes,
      checks,
      since: new Date(),
    };
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
          const previous = release;
          release = await readRelease();
          options.onChange?.(release, previous);
        } catch (error) {
          options.onError(error);
        }
      } while (readAgain && !stopped);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function checkRevisions() {
    try {
      const retryRefused =
        release?.checks.some((check) => !check.verified) &&
        Date.now() - release.since.getTime() > (options.retryRefusedMs ?? RETRY_REFUSED_MS);
      if (!release || retryRefused || !sameRevisions(release.revisions, await readApps(db))) await refresh();
    } catch (error) {
      options.onError(error);
    }
  }

  return {
    /** Reads the registry and starts following it. */
    async start(): Promise<void> {
      const listen = async () => {
        try {
          stopListening = await db.listen(
            REGISTRY_CHANNEL,
            () => void refresh(),
            () => void refresh(),
          );
          return true;
        } catch (error) {
          // the database is away: the periodic read follows the registry until a listener can be opened
          options.onError(error);
          return false;
        }
      };
      // listening first: a move committed during the first read is then read again, not missed until the next check
      let listening = await listen();
      await refresh();
      timer = setInterval(() => {
        if (!listening && !stopped) void listen().then((opened) => (listening = opened));
        void checkRevisions();
      }, options.refreshMs);
      timer.unref();
    },
    current: (): LiveRelease | null => release,
    refresh,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      // a database closed first (tests, a failed start) has no listener left to stop
      await stopListening?.().catch(() => undefined);
      await reading;
    },
  };
}

export type LiveRegistry = ReturnType<typeof liveRegistry>;
