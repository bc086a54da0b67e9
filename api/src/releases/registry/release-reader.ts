import { isRemoteName, type RemoteName, type RemoteRegistry, type RemoteRegistryEntry } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import type { RenderHosts } from '../render-hosts/render-hosts';
import type { VerifiedFiles } from '../render-hosts/verified-files';
import { checkedFiles } from './checked-files';
import { remoteScripts, type FederationManifest } from './federation-manifest';
import type { FileCheck, LiveRelease, RemoteRender, ServedRemote, ServedShell, ShellRender } from './live-release';
import type { RegistryApp } from './registry-moves';
import { readApps, servedVersions, type PublishedVersion } from './registry-repository';

type ServedVersion = PublishedVersion & { entrySha384: string };

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

  async function read(): Promise<ReadRelease> {
    const [rows, versions] = await Promise.all([readApps(db), servedVersions(db)]);
    const revisions = Object.fromEntries(rows.map((row) => [row.app, row.revision])) as Record<RegistryApp, number>;
    const versionOf = (app: string, version: string | null | undefined) =>
      versions.find((v) => v.app === app && v.version === version);
    const checks: FileCheck[] = [];
    const reading = checked.read();

    async function bundleOf<T>(app: RegistryApp, version: PublishedVersion): Promise<T | null> {
      const bundle = version.serverBundle;
      if (!bundle) return null;
      const render = await reading.once(bundle, () => hosts.render(app, version.version, bundle));
      checks.push({ app, version: version.version, ...bundle, verified: render !== null });
      return render as T | null;
    }

    async function shellOf(version: ServedVersion): Promise<ServedShell | null> {
      const entry = { key: version.entryKey, sha384: version.entrySha384 };
      const page = await reading.once(entry, () => files.read(entry));
      checks.push({ app: 'shell', version: version.version, ...entry, verified: page !== null });
      if (!page) return null;
      return {
        version: version.version,
        page: page.toString('utf8'),
        render: await bundleOf<ShellRender>('shell', version),
      };
    }

    async function remoteOf(name: RemoteName, version: ServedVersion): Promise<ServedRemote> {
      const entry = { key: version.entryKey, sha384: version.entrySha384 };
      const manifestBytes = await reading.once(entry, () => files.read(entry));
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
      return {
        name,
        version: version.version,
        manifestUrl,
        scripts,
        render: await bundleOf<RemoteRender>(name, version),
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
      const entry: RemoteRegistryEntry = {
        current: current.version,
        versions: { [current.version]: urlOf(current.entryKey) },
      };
      const canary = versionOf(row.app, row.canary?.version);
      if (row.canary && canary) {
        entry.versions[canary.version] = urlOf(canary.entryKey);
        entry.canary = { version: canary.version, percent: row.canary.percent };
        canaries[row.app] = await remoteOf(row.app, canary);
      }
      registry.remotes[row.app] = entry;
      remotes[row.app] = await remoteOf(row.app, current);
    }
    return {
      release: { revisions, registry, shell, remotes, canaries, checks, since: new Date() },
      accept: reading.keep,
    };
  }

  return { read };
}
