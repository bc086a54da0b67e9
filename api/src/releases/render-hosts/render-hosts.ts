import type { ServerFetch } from '@apteka/contracts';
import type { VerifiedFile, VerifiedFiles } from './verified-files';
import {
  rendererProcess,
  type RendererFailure,
  type RendererLimits,
  type RendererProcess,
  type RendererState,
} from './renderer-process';

/**
 * A server render run by a render host: the page's input with its `fetch`, answered within `budgetMs` or refused.
 * What comes back is the bundle's word, checked for its shape before the page uses it.
 */
export type HostedRender<Input, Result> = (input: Input & { fetch: ServerFetch }, budgetMs: number) => Promise<Result>;

export interface RendererStatus {
  app: string;
  version: string;
  state: RendererState;
}

export interface RenderHostsOptions {
  files: VerifiedFiles;
  /** all a renderer's environment holds */
  env: Record<string, string>;
  limits: RendererLimits;
  /** how long a release waits for a new renderer's first answer before it is served without it */
  startWaitMs: number;
  onFailure: (app: string, version: string, failure: RendererFailure) => void;
  onOutput: (app: string, version: string, line: string) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What every server render answers (see `ServerRenderResult`): a bundle's answer of another shape is a failure. */
function checkedResult<Result>(value: unknown): Result {
  if (
    !isRecord(value) ||
    typeof value.html !== 'string' ||
    typeof value.head !== 'string' ||
    typeof value.styles !== 'string' ||
    !isRecord(value.state) ||
    (value.unfinished !== undefined && typeof value.unfinished !== 'number') ||
    (value.bus !== undefined && !isRecord(value.bus))
  ) {
    throw new Error('the render answered something that is not a page');
  }
  return value as Result;
}

const keyOf = (app: string, version: string, file: VerifiedFile) => `${app}@${version}#${file.sha384}`;

/**
 * The render hosts of one instance: each served app version's server bundle runs in a renderer process of its own,
 * started when a release names it and stopped when no release does. The API's process never runs a team's code.
 */
export function renderHosts(options: RenderHostsOptions) {
  const hosts = new Map<string, { app: string; version: string; renderer: RendererProcess }>();

  function hostOf(app: string, version: string, bundlePath: string, key: string): RendererProcess {
    const known = hosts.get(key);
    if (known) return known.renderer;
    const renderer = rendererProcess({
      app,
      version,
      bundlePath,
      env: options.env,
      limits: options.limits,
      onFailure: (failure) => options.onFailure(app, version, failure),
      onOutput: (line) => options.onOutput(app, version, line),
    });
    hosts.set(key, { app, version, renderer });
    return renderer;
  }

  return {
    /**
     * The render of an app version's server bundle, by a renderer that is up or being started; null when the
     * bundle itself is refused (its bytes are not the ones the registry recorded).
     */
    async render<Input, Result>(
      app: string,
      version: string,
      file: VerifiedFile,
    ): Promise<HostedRender<Input, Result> | null> {
      const bundlePath = await options.files.localPath(file);
      if (!bundlePath) return null;
      const renderer = hostOf(app, version, bundlePath, keyOf(app, version, file));
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        renderer.started(),
        new Promise<void>((resolve) => (waited = setTimeout(resolve, options.startWaitMs))),
      ]);
      clearTimeout(waited);
      return async (input, budgetMs) =>
        checkedResult<Result>(
          await renderer.render(input as Record<string, unknown> & { fetch: ServerFetch }, budgetMs),
        );
    },
    /** Stops the renderers of every bundle but these (app, version, file). */
    async keepOnly(kept: Array<{ app: string; version: string; file: VerifiedFile }>): Promise<void> {
      const keys = new Set(kept.map(({ app, version, file }) => keyOf(app, version, file)));
      const gone = [...hosts].filter(([key]) => !keys.has(key));
      for (const [key] of gone) hosts.delete(key);
      await Promise.all(gone.map(([, host]) => host.renderer.stop()));
    },
    status: (): RendererStatus[] =>
      [...hosts.values()].map(({ app, version, renderer }) => ({ app, version, state: renderer.state() })),
    async stop(): Promise<void> {
      const all = [...hosts.values()];
      hosts.clear();
      await Promise.all(all.map((host) => host.renderer.stop()));
    },
  };
}

export type RenderHosts = ReturnType<typeof renderHosts>;
