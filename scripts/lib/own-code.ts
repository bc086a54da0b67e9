import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** A source map's fields this reads. */
export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** One segment's fields (base64 VLQ, each relative to the same field of the segment before). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Whether a bundle's source is the store's own code: not a package from node_modules and not the bundler's runtime
 * (webpack's and the federation runtime's), which every store built this way carries.
 */
export function isOwnSource(source: string): boolean {
  return !/node_modules|^webpack:\/\/[^/]*\/webpack\/|\(webpack\)|^external /.test(source);
}

/**
 * The spans (start and end offsets into `code`) of a bundle's code that come from sources `isOwn` accepts, read from
 * its source map: each mapped segment runs to the next one on its line, or to the line's end. Unmapped code is not own.
 */
function ownSpans(code: string, map: SourceMapLike, isOwn: (source: string) => boolean): Array<[number, number]> {
  const lines = code.split('\n');
  const own = map.sources.map((source) => isOwn(source));
  const spans: Array<[number, number]> = [];
  let sourceIndex = 0;
  let lineStart = 0;
  map.mappings.split(';').forEach((line, lineNumber) => {
    const length = lines[lineNumber]?.length ?? 0;
    let column = 0;
    const starts: Array<{ column: number; source: number | null }> = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        starts.push({ column, source: sourceIndex });
      } else starts.push({ column, source: null });
    }
    starts.forEach((start, index) => {
      const end = Math.min(starts[index + 1]?.column ?? length, length);
      if (start.source !== null && own[start.source] && end > start.column)
        spans.push([lineStart + start.column, lineStart + end]);
    });
    lineStart += length + 1;
  });
  return spans;
}

/** How many characters of a bundle's code come from sources `isOwn` accepts (see `ownSpans`). */
export function ownCharacters(code: string, map: SourceMapLike, isOwn: (source: string) => boolean = isOwnSource) {
  const own = ownSpans(code, map, isOwn).reduce((sum, [start, end]) => sum + end - start, 0);
  return { own, total: code.length };
}

/** A bundle's own code (see `ownSpans`), its spans joined in the order they stand in the file. */
export function ownCode(code: string, map: SourceMapLike, isOwn: (source: string) => boolean = isOwnSource): string {
  return ownSpans(code, map, isOwn)
    .map(([start, end]) => code.slice(start, end))
    .join('');
}

/**
 * What `text` weighs sent gzipped as the store sends its scripts: each file compressed at gzip's level 9 by the build
 * (`compression-webpack-plugin`'s default) and served as it is. A script's own code measured this way is its share of
 * the transfer sizes Lighthouse reports, apart from what packages' code beside it would add to the file's dictionary.
 */
export function gzipSize(text: string): number {
  return text ? zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }).length : 0;
}

/**
 * The source maps of the builds in checkouts' app folders (`<checkout>/{shell,mfe-*}/dist`), by file name: a store
 * does not serve its maps, and a built file's name (its content's hash) names one map.
 */
export function sourceMapsOf(checkouts: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const checkout of checkouts)
    for (const app of fs.readdirSync(checkout).filter((name) => name === 'shell' || name.startsWith('mfe-'))) {
      const dist = path.join(checkout, app, 'dist');
      if (!fs.existsSync(dist)) continue;
      for (const name of fs.readdirSync(dist, { recursive: true }) as string[])
        if (name.endsWith('.map')) found.set(path.basename(name), path.join(dist, name));
    }
  return found;
}

/** The map a script names in its last line (`//# sourceMappingURL=`), read from `maps`. */
export function mapOfScript(code: string, maps: Map<string, string>): SourceMapLike | undefined {
  const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const file = name && maps.get(path.basename(name));
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SourceMapLike) : undefined;
}
