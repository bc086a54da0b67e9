import { isRemoteName, type RemoteName, type RemoteRegistry, type RemoteRegistryEntry } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import { subresourceAddresses } from '../../platform/http/subresource-integrity';
import type { RenderHosts } from '../render-hosts/render-hosts';
import type { VerifiedFile, VerifiedFiles } from '../render-hosts/verified-files';
import { checkedFiles } from './checked-files';
import { federationScripts, remoteScripts, type FederationManifest } from './federation-manifest';
import type { FileCheck, LiveRelease, RemoteRender, ServedRemote, ServedShell, ShellRender } from './live-release';
import type { RegistryApp } from './registry-moves';
import { filesOfVersion, findVersion, readApps, servedVersions, type PublishedVersion } from './registry-repository';

type ServedVersion = PublishedVersion & { entrySha384: string };

/** What one read of the registry checks: each file once, and how each fared. */
interface Reading {
  once: <T>(file: VerifiedFile, load: () => Promise<T | null>) => Promise<T | null>;
  checks: FileCheck[];
}

/** The subresource integrity of a file whose SHA-384 (base64) the registry recorded at upload. */
const integrityOf = (sha384: string) => `sha384-${sha384}`;

export interface ReleaseReaderOptions {
  db: Db;
  files: VerifiedFiles;
  hosts: RenderHosts;
  /** where browsers fetch published files: '' for this site, or a CDN's address */
  assetsUrl: string;
  allowOverrides: boolean;
  onError: (error: unknown) => void;
}

/** A read of the registry: the release it describes, or why it cannot be served. */
export type ReadRelease =
  { release: LiveRelease; accept: () => void } | { refused: string; revisions: Record<RegistryApp, number> };

/**
 * Reads the registry and fetches and checks every file its release needs: the shell's page first (a release
 * without it cannot draw a single page), then each remote's manifest, and each app's server bundle, whose render
 * host is started.
 */
export function releaseReader(options: ReleaseReaderOptions) {
  const { db, files, hosts, assetsUrl, allowOverrides } = options;
  const checked = checkedFiles(options.onError);
  const urlOf = (key: string) => `${assetsUrl}/${key}`;
  /** The origin key behind an address browsers load: a published file's on the CDN, or at its path on this site. */
  const keyOf = (url: string): string | null => {
    if (assetsUrl && url.startsWith(`${assetsUrl}/`)) return url.slice(assetsUrl.length + 1);
    return url.startsWith('/') && !url.startsWith('//') ? url.slice(1) : null;
  };

  /**
   * The integrity of each address whose file the registry recorded for this version; an address that is not one of
   * the version's recorded files gets none (it is not guessed).
   */
  async function integrityOfFiles(app: RegistryApp, version: string, urls: string[]): Promise<Record<string, string>> {
    const recorded = new Map((await filesOfVersion(db, app, version)).map((file) => [file.key, file.sha384]));
    const integrity: Record<string, string> = {};
    for (const url of urls) {
      const key = keyOf(url);
      const sha384 = key === null ? undefined : recorded.get(key);
      if (sha384) integrity[url] = integrityOf(sha384);
    }
    return integrity;
  }

  /** An app version's server bundle, checked and given a render host; null when it has none or it is refused. */
  async function bundleOf<T>(app: RegistryApp, version: PublishedVersion, reading: Reading): Promise<T | null> {
    const bundle = version.serverBundle;
    if (!bundle) return null;
    const render = await reading.once(bundle, () => hosts.render(app, version.version, bundle));
    reading.checks.push({ app, version: version.version, ...bundle, verified: render !== null });
    return render as T | null;
  }

  /** A remote version as this instance serves it: its manifest checked, its preloads, integrities and render host. */
  async function remoteOf(name: RemoteName, version: ServedVersion, reading: Reading): Promise<ServedRemote> {
    const entry = { key: version.entryKey, sha384: version.entrySha384 };
    const manifestBytes = await reading.once(entry, () => files.read(entry));
    reading.checks.push({ app: name, version: version.version, ...entry, verified: manifestBytes !== null });
    const manifestUrl = urlOf(version.entryKey);
    let scripts: string[] = [];
    let loaded: string[] = [];
    if (manifestBytes) {
      try {
        const manifest = JSON.parse(manifestBytes.toString('utf8')) as FederationManifest;
        scripts = remoteScripts(manifestUrl, manifest);
        loaded = federationScripts(manifestUrl, manifest);
      } catch {
        // a manifest that is not JSON only costs the page its preloads: the browser reports the failure to load
      }
    }
    return {
      name,
      version: version.version,
      manifestUrl,
      scripts,
      integrity: await integrityOfFiles(name, version.version, [manifestUrl, ...loaded]),
      render: await bundleOf<RemoteRender>(name, version, reading),
    };
  }

  async function read(): Promise<ReadRelease> {
    const [rows, versions] = await Promise.all([readApps(db), servedVersions(db)]);
    const revisions = Object.fromEntries(rows.map((row) => [row.app, row.revision])) as Record<RegistryApp, number>;
    const versionOf = (app: string, version: string | null | undefined) =>
      versions.find((v) => v.app === app && v.version === version);
    const checks: FileCheck[] = [];
    const memo = checked.read();
    const reading: Reading = { once: memo.once, checks };

    async function shellOf(version: ServedVersion): Promise<ServedShell | null> {
      const entry = { key: version.entryKey, sha384: version.entrySha384 };
      const page = await reading.once(entry, () => files.read(entry));
      reading.checks.push({ app: 'shell', version: version.version, ...entry, verified: page !== null });
      if (!page) return null;
      const html = page.toString('utf8');
      return {
        version: version.version,
        publishedAt: version.publishedAt,
        page: html,
        integrity: await integrityOfFiles('shell', version.version, subresourceAddresses(html)),
        render: await bundleOf<ShellRender>('shell', version, reading),
      };
    }

    const shellRow = rows.find((row) => row.app === 'shell');
    const shellVersion = shellRow && versionOf('shell', shellRow.current);
    const shell = shellVersion ? await shellOf(shellVersion) : null;
    if (shellVersion && !shell) {
      return {
        refused: `the page of shell ${shellVersion.version} (${shellVersion.entryKey}) is missing from the origin or is not the file the registry recorded`,
        revisions,
      };
    }

    const registry: RemoteRegistry = { allowOverrides, remotes: {} as RemoteRegistry['remotes'] };
    const remotes: LiveRelease['remotes'] = {};
    const canaries: LiveRelease['canaries'] = {};
    for (const row of rows) {
      const current = versionOf(row.app, row.current);
      if (!current || !isRemoteName(row.app)) continue;
      const integrity: NonNullable<RemoteRegistryEntry['integrity']> = {};
      const entry: RemoteRegistryEntry = {
        current: current.version,
        versions: { [current.version]: urlOf(current.entryKey) },
        integrity,
      };
      const canary = versionOf(row.app, row.canary?.version);
      if (row.canary && canary) {
        entry.versions[canary.version] = urlOf(canary.entryKey);
        entry.canary = { version: canary.version, percent: row.canary.percent };
        const servedCanary = await remoteOf(row.app, canary, reading);
        integrity[canary.version] = servedCanary.integrity;
        canaries[row.app] = servedCanary;
      }
      registry.remotes[row.app] = entry;
      const served = await remoteOf(row.app, current, reading);
      integrity[current.version] = served.integrity;
      remotes[row.app] = served;
    }
    return {
      release: { revisions, registry, shell, remotes, canaries, checks, since: new Date() },
      accept: memo.keep,
    };
  }

  /**
   * Any published version of a remote as this instance would serve it, for a preview link: its files checked and
   * its render host started, with what it checked (which the instance keeps while the preview is in use). Null
   * when the version is not published or its manifest is not the file the registry recorded.
   */
  async function preview(
    name: RemoteName,
    version: string,
  ): Promise<{ remote: ServedRemote; checks: FileCheck[] } | null> {
    const published = await findVersion(db, name, version);
    if (!published) return null;
    const entrySha384 = (await filesOfVersion(db, name, version)).find(
      (file) => file.key === published.entryKey,
    )?.sha384;
    if (!entrySha384) return null;
    const reading: Reading = { once: (_file, load) => load(), checks: [] };
    const remote = await remoteOf(name, { ...published, entrySha384 }, reading);
    return reading.checks[0]?.verified ? { remote, checks: reading.checks } : null;
  }

  return { read, preview };
}
