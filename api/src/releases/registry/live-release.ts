import type {
  RemoteName,
  RemoteRegistry,
  ServerRenderInput,
  ServerRenderResult,
  ShellRenderInput,
  ShellRenderResult,
} from '@apteka/contracts';
import type { HostedRender } from '../render-hosts/render-hosts';
import type { RegistryApp } from './registry-moves';

export type RemoteRender = HostedRender<Omit<ServerRenderInput, 'fetch'>, ServerRenderResult>;
export type ShellRender = HostedRender<Omit<ShellRenderInput, 'fetch'>, ShellRenderResult>;

/** A remote version as this instance serves it: what its page preloads and what draws it on the server. */
export interface ServedRemote {
  name: RemoteName;
  version: string;
  manifestUrl: string;
  /** the remote's entry and its page's first chunks, for the page to preload */
  scripts: string[];
  /**
   * address -> subresource integrity (`sha384-<base64>`) of the files the browser loads of this version through
   * the federation runtime (its manifest, entry and each exposed module's first chunks), for those the registry
   * recorded at upload: the browser refuses a file with other bytes
   */
  integrity: Record<string, string>;
  /** its render host, when it has a server bundle that passed its check */
  render: RemoteRender | null;
}

export interface ServedShell {
  version: string;
  publishedAt: Date;
  /** the shell's index.html */
  page: string;
  /** address -> subresource integrity (`sha384-<base64>`) of the files its page names that the registry recorded */
  integrity: Record<string, string>;
  render: ShellRender | null;
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
  /** each remote's current version, which every browser outside a canary loads */
  remotes: Partial<Record<RemoteName, ServedRemote>>;
  /** each remote's canary, its render host kept warm beside the current one's */
  canaries: Partial<Record<RemoteName, ServedRemote>>;
  checks: FileCheck[];
  /** when this instance started serving it */
  since: Date;
}
