import { crc32 } from 'node:zlib';

/** The instances of a cluster as its front names them, and which of them this one is. */
export interface PageRingConfig {
  /** every instance, each spelt as the front's upstream list spells it (`10.0.0.11:3000`), all of weight 1 */
  servers: string[];
  /** this instance, spelt the same way */
  self: string;
}

/** Points each server of weight 1 has on nginx's ring (`hash … consistent`). */
const POINTS_PER_SERVER = 160;

interface Point {
  hash: number;
  server: string;
}

/** A server's name cut as nginx cuts it: the digits after its last colon are the port, the rest the host. */
function hostAndPort(server: string): [string, string] {
  const port = /:(\d*)$/.exec(server);
  return port ? [server.slice(0, port.index), port[1]!] : [server, ''];
}

/**
 * The ring's points of one server: the first is crc32 of `host \0 port` and four zero bytes, each next one of
 * `host \0 port` and the point before it (four bytes, least significant first).
 */
function pointsOf(server: string): Point[] {
  const [host, port] = hostAndPort(server);
  const base = Buffer.from(`${host}\0${port}`, 'latin1');
  const points: Point[] = [];
  const previous = Buffer.alloc(4);
  for (let n = 0; n < POINTS_PER_SERVER; n += 1) {
    const hash = crc32(Buffer.concat([base, previous]));
    points.push({ hash, server });
    previous.writeUInt32LE(hash);
  }
  return points;
}

/**
 * Which instance the front sends each page to, computed as nginx's `hash $request_uri consistent` picks it while
 * every instance is up: the servers' points sorted on a ring of crc32 values (one point per value, the first
 * sorted), and an address goes to the first point at or after the crc32 of its request target, past the last one
 * back to the first. An instance uses it to draw ahead only the pages that will be asked of it.
 */
export function pageRing({ servers, self }: PageRingConfig) {
  if (!servers.includes(self)) throw new Error(`the page ring's servers do not include "${self}"`);
  const sorted = [...new Set(servers)].flatMap(pointsOf).sort((a, b) => a.hash - b.hash);
  const points = sorted.filter((point, index) => index === 0 || point.hash !== sorted[index - 1]!.hash);

  function ownerOf(requestTarget: string): string {
    const hash = crc32(Buffer.from(requestTarget, 'latin1'));
    let low = 0;
    let high = points.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (points[middle]!.hash < hash) low = middle + 1;
      else high = middle;
    }
    return points[low % points.length]!.server;
  }

  return {
    /** how many instances share the pages */
    size: new Set(servers).size,
    /** the instance an address (its path and query, as the browser sends them) is sent to */
    ownerOf,
    owns: (requestTarget: string) => ownerOf(requestTarget) === self,
  };
}

export type PageRing = ReturnType<typeof pageRing>;
