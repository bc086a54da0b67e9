/**
 * The program of a renderer process: it loads one server bundle and draws pages with it when the instance asks.
 * It runs under Node's permission model with nothing of the API's environment (see renderer-process.ts), so it
 * imports nothing but Node's own modules and the protocol's types; esbuild bundles it into the script the process
 * is started with.
 */
import path from 'node:path';
import { clip, type FromRenderer, type ToRenderer } from './renderer-protocol';

type Render = (input: Record<string, unknown>) => Promise<unknown>;

const send = (message: FromRenderer) => process.send?.(message);
const messageOf = (error: unknown) => clip(error instanceof Error ? (error.stack ?? error.message) : String(error));

function fatal(error: unknown): never {
  send({ type: 'fatal', message: messageOf(error) });
  // the instance restarts a renderer that ended: its state after a stray throw is not trusted
  process.exit(1);
}
process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);
// the instance going away closes the channel: a renderer never outlives it
process.on('disconnect', () => process.exit(0));

/** the bundle's path is the program's one argument */
const bundle = process.argv[process.argv.length - 1] ?? '';
let render: Render;
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(path.resolve(bundle)) as { render?: unknown };
  if (typeof exported.render !== 'function') throw new Error('it exports no render function');
  render = exported.render as Render;
} catch (error) {
  fatal(error);
}

/** Data asked for by renders in flight, by render and call. */
const waiting = new Map<string, (answer: { status: number; body: unknown }) => void>();
const inFlight = new Set<number>();
let calls = 0;

function fetchFor(id: number) {
  return (pathAsked: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      if (!inFlight.has(id)) {
        reject(new Error('the page this data was asked for is already drawn'));
        return;
      }
      const call = ++calls;
      waiting.set(`${id}:${call}`, resolve);
      send({ type: 'fetch', id, call, path: String(pathAsked) });
    });
}

async function draw(id: number, input: Record<string, unknown>) {
  inFlight.add(id);
  try {
    const result = await render({ ...input, fetch: fetchFor(id) });
    send({ type: 'rendered', id, result });
  } catch (error) {
    send({ type: 'failed', id, message: messageOf(error) });
  } finally {
    inFlight.delete(id);
  }
}

process.on('message', (message: ToRenderer) => {
  if (message.type === 'render') void draw(message.id, message.input);
  else if (message.type === 'ping') send({ type: 'pong', id: message.id });
  else if (message.type === 'fetched') {
    const key = `${message.id}:${message.call}`;
    const resolve = waiting.get(key);
    waiting.delete(key);
    resolve?.({ status: message.status, body: message.body });
  }
});

send({ type: 'ready' });
