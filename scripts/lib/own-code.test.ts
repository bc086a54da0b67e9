import zlib from 'node:zlib';
import { gzipSize, isOwnSource, ownCharacters, ownCode } from './own-code';

describe("a bundle's own code", () => {
  it('counts the characters each mapped segment runs over, to the next segment or the end of its line', () => {
    // line 1: columns 0-9 from source 0 (a package), 10-end from source 1 (ours); line 2: all from source 1
    // segments: [0,0,0,0] = "AAAA"; [+10,+1,0,0] = "UCAA"; line 2: [0,0,+1,0] = "AACA"
    const code = `${'v'.repeat(10)}${'o'.repeat(5)}\n${'o'.repeat(7)}`;
    const map = {
      sources: ['webpack://shell/node_modules/react/index.js', 'webpack://shell/src/app.tsx'],
      mappings: 'AAAA,UCAA;AACA',
    };
    expect(ownCharacters(code, map)).toEqual({ own: 12, total: code.length });
  });

  it('leaves out unmapped code', () => {
    const code = 'x'.repeat(8);
    // one segment with only a generated column: no source
    expect(ownCharacters(code, { sources: ['webpack://shell/src/app.tsx'], mappings: 'A' })).toEqual({
      own: 0,
      total: 8,
    });
  });

  it('tells packages and the bundler runtime from the store code', () => {
    expect(isOwnSource('webpack://catalog/./src/features/listing/filters.tsx')).toBe(true);
    expect(isOwnSource('webpack://catalog/../shared/ui/src/scheduling/run-ahead.ts')).toBe(true);
    expect(isOwnSource('webpack://catalog/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    expect(isOwnSource('webpack://catalog/webpack/runtime/jsonp chunk loading')).toBe(false);
    expect(isOwnSource('webpack://shell/webpack/startup')).toBe(false);
    expect(isOwnSource('webpack://shell/./node_modules/.federation/entry.js')).toBe(false);
  });

  it("joins a bundle's own spans in the order they stand, across lines", () => {
    const code = `${'v'.repeat(10)}abcde\nfghij`;
    const map = {
      sources: ['webpack://shell/node_modules/react/index.js', 'webpack://shell/src/app.tsx'],
      mappings: 'AAAA,UCAA;AACA',
    };
    expect(ownCode(code, map)).toBe('abcdefghij');
  });

  it('weighs text as gzip at level 9 sends it, and nothing as nothing', () => {
    // text that repeats compresses far below its length; random-looking text does not
    const repeated = 'function add(a,b){return a+b}'.repeat(200);
    expect(gzipSize(repeated)).toBe(zlib.gzipSync(repeated, { level: 9 }).length);
    expect(gzipSize(repeated)).toBeLessThan(repeated.length / 20);
    expect(gzipSize('')).toBe(0);
  });
});
