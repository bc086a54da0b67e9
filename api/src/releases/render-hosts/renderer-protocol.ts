/**
 * The messages between an instance and a renderer process (Node's IPC channel, JSON). The renderer holds one app
 * version's server bundle; the instance is the only thing it talks to, and its data comes through `fetch`, which the
 * instance answers as the shopper, exactly as the shopper's browser would be answered.
 */

/** An input of a server render with its `fetch` left out: the renderer asks for data by message instead. */
export type RenderRequestInput = Record<string, unknown>;

export type ToRenderer =
  | { type: 'render'; id: number; input: RenderRequestInput }
  | { type: 'fetched'; id: number; call: number; status: number; body: unknown }
  | { type: 'ping'; id: number };

export type FromRenderer =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string }
  | { type: 'fetch'; id: number; call: number; path: string }
  | { type: 'pong'; id: number }
  /** the bundle threw outside a render (a timer, a rejected promise): the renderer ends itself after saying so */
  | { type: 'fatal'; message: string };

/** The most of a message's text that is kept: a bundle chooses its own error messages. */
export const MESSAGE_LIMIT = 500;

export const clip = (text: string) => (text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT)}…` : text);
