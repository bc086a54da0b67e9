/** A ustar archive is 512-byte blocks: each entry a header block, then its data padded to whole blocks. */
const BLOCK = 512;

const text = (bytes: Uint8Array, start: number, length: number) =>
  new TextDecoder().decode(bytes.subarray(start, start + length)).replace(/\0[\s\S]*$/, '');

/** An entry's path: ustar keeps long paths as a prefix (offset 345) and a name (offset 0). */
function entryPath(header: Uint8Array): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 345, 155);
  return prefix ? `${prefix}/${name}` : name;
}

function entrySize(header: Uint8Array): number {
  const octal = text(header, 124, 12).trim();
  const size = octal ? Number.parseInt(octal, 8) : 0;
  if (!Number.isSafeInteger(size) || size < 0) throw new Error(`a tar entry has a size field of "${octal}"`);
  return size;
}

/** The archive without the entries `drop` names (by their path), ended as an archive is, by two empty blocks. */
export function withoutTarEntries(archive: Uint8Array, drop: (path: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const span = BLOCK + Math.ceil(entrySize(header) / BLOCK) * BLOCK;
    if (offset + span > archive.length) throw new Error(`the tar entry ${entryPath(header)} runs past the archive`);
    if (!drop(entryPath(header))) kept.push(archive.subarray(offset, offset + span));
    offset += span;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
