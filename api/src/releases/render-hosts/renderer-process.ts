import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ServerFetch } from '@apteka/contracts';
import { clip, type FromRenderer, type ToRenderer } from './renderer-protocol';
import { rendererScript } from './renderer-script';

/** Why a renderer let a page down: each is counted per app and version. */
export type RendererFailureReason = 'load' | 'crash' | 'memory' | 'hang' | 'render' | 'late';

export interface RendererFailure {
  reason: RendererFailureReason;
  message: string;
}

export interface RendererLimits {
  /** the renderer's heap; beyond it V8 ends the process */
  memoryMb: number;
  /** how long a renderer whose render ran past its budget may leave a ping unanswered before it is killed */
  hangMs: number;
  /** the first wait before a renderer that ended is started again; doubled at each failure in a row */
  firstRestartMs: number;
  maxRestartMs: number;
  /** a renderer up this long has recovered: the next failure waits `firstRestartMs` again */
  stableMs: number;
}

export const DEFAULT_RENDERER_LIMITS: RendererLimits = {
  memoryMb: 256,
  hangMs: 2000,
  firstRestartMs: 1000,
  maxRestartMs: 60_000,
  stableMs: 30_000,
};

export interface RendererProcessOptions {
  app: string;
  version: string;
  /** the verified bundle on this machine's disk: the only file the process may read */
  bundlePath: string;
  /** all of the process's environment: what a renderer needs, nothing of the API's */
  env: Record<string, string>;
  limits: RendererLimits;
  onFailure: (failure: RendererFailure) => void;
  /** what the bundle printed, a line at a time */
  onOutput: (line: string) => void;
}

export type RendererState = 'starting' | 'up' | 'down' | 'stopped';

interface PendingRender {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  fetch: ServerFetch;
  timer: NodeJS.Timeout;
}

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
/** Lines of output kept per renderer and 10 s: a bundle that prints in a loop must not flood the instance's log. */
const OUTPUT_LINES_PER_10S = 50;
const MAX_PATH = 2048;

/**
 * Node's permission model for a renderer: it reads its bundle's folder and nothing else, writes nothing, starts no
 * process or worker and loads no addon; its heap is capped.
 */
export function rendererFlags(bundlePath: string, memoryMb: number): string[] {
  return [
    NODE_MAJOR >= 22 ? '--permission' : '--experimental-permission',
    `--allow-fs-read=${path.dirname(bundlePath)}${path.sep}`,
    '--no-addons',
    `--max-old-space-size=${memoryMb}`,
    '--disable-warning=ExperimentalWarning',
  ];
}

/**
 * One app version's server bundle in a process of its own. A page's render is asked for by message and answered
 * within the page's budget or not at all; the renderer's data comes through the page's own `fetch`. A renderer
 * that fails to load, ends, or stops answering is started again after a back-off, and until it answers every
 * render is refused at once, so its part of the page is drawn by the browser.
 */
export function rendererProcess(options: RendererProcessOptions) {
  const { app, version, limits } = options;
  let state: RendererState = 'starting';
  let child: ChildProcess | null = null;
  let startedAt = 0;
  let failuresInARow = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let lastFatal: string | null = null;
  let stderrTail = '';
  let killedFor: RendererFailureReason | null = null;
  let probe: { id: number; timer: NodeJS.Timeout } | null = null;
  let nextId = 0;
  const pending = new Map<number, PendingRender>();
  let outputWindow = { since: 0, lines: 0 };
  let settleStart: (() => void) | null = null;
  let started = new Promise<void>((resolve) => (settleStart = resolve));

  const send = (message: ToRenderer) => {
    if (child?.connected) child.send(message);
  };

  function output(chunk: Buffer) {
    const now = Date.now();
    if (now - outputWindow.since > 10_000) outputWindow = { since: now, lines: 0 };
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (++outputWindow.lines <= OUTPUT_LINES_PER_10S) options.onOutput(clip(line));
    }
  }

  function rejectAll(reason: string) {
    for (const [id, render] of pending) {
      clearTimeout(render.timer);
      render.reject(new Error(reason));
      pending.delete(id);
    }
  }

  function answerFetch(id: number, call: number, pathAsked: unknown) {
    const render = pending.get(id);
    const reply = (status: number, body: unknown) => send({ type: 'fetched', id, call, status, body });
    // only a page being drawn may ask, and only for a path under the API, as its browser code would
    if (!render || typeof pathAsked !== 'string' || !pathAsked.startsWith('/') || pathAsked.length > MAX_PATH) {
      reply(400, null);
      return;
    }
    render.fetch(pathAsked).then(
      (answer) => reply(answer.status, answer.body),
      () => reply(502, null),
    );
  }

  function onMessage(message: FromRenderer) {
    if (!message || typeof message !== 'object') return;
    switch (message.type) {
      case 'ready':
        state = 'up';
        settleStart?.();
        break;
      case 'rendered':
      case 'failed': {
        const render = pending.get(message.id);
        if (!render) return;
        pending.delete(message.id);
        clearTimeout(render.timer);
        if (message.type === 'rendered') render.resolve(message.result);
        else {
          const error = clip(String(message.message));
          options.onFailure({ reason: 'render', message: error });
          render.reject(new Error(error));
        }
        break;
      }
      case 'fetch':
        answerFetch(message.id, message.call, message.path);
        break;
      case 'pong':
        if (probe?.id === message.id) {
          clearTimeout(probe.timer);
          probe = null;
        }
        break;
      case 'fatal':
        lastFatal = clip(String(message.message));
        break;
    }
  }

  function failureOfExit(signal: NodeJS.Signals | null, code: number | null, wasUp: boolean): RendererFailure {
    if (killedFor) return { reason: killedFor, message: `killed: no answer within ${limits.hangMs} ms` };
    if (/heap limit|out of memory/i.test(stderrTail))
      return { reason: 'memory', message: `ran out of its ${limits.memoryMb} MB` };
    const message = lastFatal ?? (stderrTail.trim() || `exited with ${signal ?? `code ${code}`}`);
    return { reason: wasUp ? 'crash' : 'load', message: clip(message) };
  }

  function onExit(code: number | null, signal: NodeJS.Signals | null) {
    const wasUp = state === 'up';
    child = null;
    if (probe) clearTimeout(probe.timer);
    probe = null;
    rejectAll(`the renderer of ${app} ${version} ended`);
    if (state === 'stopped') return;
    options.onFailure(failureOfExit(signal, code, wasUp));
    state = 'down';
    settleStart?.();
    failuresInARow = Date.now() - startedAt >= limits.stableMs ? 1 : failuresInARow + 1;
    const wait = Math.min(limits.firstRestartMs * 2 ** (failuresInARow - 1), limits.maxRestartMs);
    restartTimer = setTimeout(start, wait);
    restartTimer.unref();
  }

  function start() {
    restartTimer = null;
    if (state === 'stopped') return;
    state = 'starting';
    lastFatal = null;
    stderrTail = '';
    killedFor = null;
    startedAt = Date.now();
    started = new Promise<void>((resolve) => (settleStart = resolve));
    const spawned = spawn(
      process.execPath,
      [...rendererFlags(options.bundlePath, limits.memoryMb), '-e', rendererScript(), options.bundlePath],
      { env: options.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], serialization: 'json' },
    );
    child = spawned;
    spawned.stdout?.on('data', output);
    spawned.stderr?.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2000);
      output(chunk);
    });
    spawned.on('message', onMessage);
    spawned.on('error', () => undefined);
    spawned.on('exit', onExit);
  }

  /** A render ran past its budget: the renderer is killed unless its event loop still answers. */
  function checkAlive() {
    if (probe || !child || state !== 'up') return;
    const id = ++nextId;
    const target = child;
    probe = {
      id,
      timer: setTimeout(() => {
        probe = null;
        if (child !== target) return;
        killedFor = 'hang';
        target.kill('SIGKILL');
      }, limits.hangMs),
    };
    probe.timer.unref();
    send({ type: 'ping', id });
  }

  start();

  return {
    /** Settles once the renderer has answered it is ready, or has failed to start. */
    started: () => started,
    state: (): RendererState => state,
    /** whether a ping is waiting for its answer: renders are refused until it comes, or the renderer is killed */
    suspected: (): boolean => probe !== null,
    /**
     * The page's render, answered within `budgetMs` or refused; refused at once while the renderer is not up or is
     * suspected of hanging.
     */
    render(input: Record<string, unknown> & { fetch: ServerFetch }, budgetMs: number): Promise<unknown> {
      if (state !== 'up' || probe) {
        return Promise.reject(new Error(`the renderer of ${app} ${version} is not answering`));
      }
      const { fetch, ...rest } = input;
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          options.onFailure({ reason: 'late', message: `no page within ${budgetMs} ms` });
          reject(new Error(`${app} ${version} took longer than ${budgetMs} ms`));
          checkAlive();
        }, budgetMs);
        pending.set(id, { resolve, reject, fetch, timer });
        send({ type: 'render', id, input: rest });
      });
    },
    /** Ends the renderer for good (its version is no longer served, or the instance stops). */
    stop(): Promise<void> {
      state = 'stopped';
      if (restartTimer) clearTimeout(restartTimer);
      if (probe) clearTimeout(probe.timer);
      settleStart?.();
      rejectAll(`the renderer of ${app} ${version} is stopped`);
      const running = child;
      if (!running || running.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}

export type RendererProcess = ReturnType<typeof rendererProcess>;
