import { withoutTarEntries } from './tar-entries';

const BLOCK = 512;

/** A ustar entry as PGlite's archiver writes one: a header block with the path and size, then the padded data. */
function entry(path: string, data: string): Uint8Array {
  const body = new TextEncoder().encode(data);
  const header = new Uint8Array(BLOCK);
  const [prefix, name] =
    path.length > 100 ? [path.slice(0, path.lastIndexOf('/')), path.slice(path.lastIndexOf('/') + 1)] : ['', path];
  header.set(new TextEncoder().encode(name), 0);
  header.set(new TextEncoder().encode(`${body.length.toString(8).padStart(11, '0')}\0`), 124);
  header.set(new TextEncoder().encode('ustar'), 257);
  header.set(new TextEncoder().encode(prefix), 345);
  const out = new Uint8Array(BLOCK + Math.ceil(body.length / BLOCK) * BLOCK);
  out.set(header);
  out.set(body, BLOCK);
  return out;
}

function archive(...entries: Uint8Array[]): Uint8Array {
  const parts = [...entries, new Uint8Array(2 * BLOCK)];
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function paths(tar: Uint8Array): string[] {
  const seen: string[] = [];
  withoutTarEntries(tar, (path) => {
    seen.push(path);
    return false;
  });
  return seen;
}

describe('an archive without some of its entries', () => {
  const longPath = `${'deep/'.repeat(25)}file`;
  const kept = entry('data/PG_VERSION', '17\n');
  const dropped = entry('data/pg_wal/000000010000000000000002', 'x'.repeat(1500));
  const long = entry(longPath, 'long');

  test('keeps the other entries byte for byte, in order, and ends with two empty blocks', () => {
    const out = withoutTarEntries(archive(kept, dropped, long), (path) => path.includes('pg_wal'));
    expect(out).toEqual(archive(kept, long));
    expect(paths(out)).toEqual(['data/PG_VERSION', longPath]);
  });

  test('reads a long path from its prefix and name', () => {
    expect(paths(archive(long))).toEqual([longPath]);
  });

  test('an entry whose data runs past the archive is refused, not cut short', () => {
    const cut = archive(kept, dropped).subarray(0, 2 * BLOCK + BLOCK);
    expect(() => withoutTarEntries(cut, () => false)).toThrow(/runs past the archive/);
  });
});
