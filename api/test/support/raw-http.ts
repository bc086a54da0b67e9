import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** header names in lower case */
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET sent byte for byte as given (raw UTF-8, control characters, spaces: what curl or a bot may send), on a
 * connection of its own, and the answer as it came. Line breaks in the address are sent encoded, not as a second line.
 */
export function rawGet(port: number, url: string, accept?: string): Promise<RawAnswer> {
  const target = url.replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head = `GET ${target} HTTP/1.1\r\nHost: store.test\r\n${accept === undefined ? '' : `Accept: ${accept}\r\n`}Connection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(head, 'utf8')));
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${url.slice(0, 80)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split === -1 ? text.length : split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: split === -1 ? '' : text.slice(split + 4),
      });
    });
  });
}
