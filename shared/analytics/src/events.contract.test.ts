import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ANALYTICS_EVENTS } from './events';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = [
  'shell/src',
  'mfe-catalog/src',
  'mfe-basket/src',
  'mfe-account/src',
  'mfe-pharmacies/src',
  'mfe-content/src',
].concat(['shared/ui/src', 'shared/api-client/src', 'shared/bus/src']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The event each push in the store's code names: `track('x'` and `trackItems('x'`, and the helpers' own events. */
function pushedEvents(source: string): string[] {
  const named = [...source.matchAll(/\btrack(?:Items)?\(\s*'([a-z_]+)'/g)].map((match) => match[1] ?? '');
  const listing = [...source.matchAll(/\btrackListingChange\(\s*'([a-z_]+)'/g)].map((match) => match[1] ?? '');
  const cards = /\buseProductCardAnalytics\(/.test(source) ? ['view_item_list', 'select_item'] : [];
  const helpers = [
    /\btrackError\(/.test(source) ? 'error' : '',
    /\btrackPageView\(/.test(source) ? 'page_view' : '',
    ...cards,
  ];
  return [...named, ...listing, ...helpers].filter(Boolean);
}

const pushes = SOURCE_DIRS.flatMap((dir) =>
  sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
    pushedEvents(readFileSync(file, 'utf8')).map((event) => ({ event, file: path.relative(ROOT, file) })),
  ),
);

describe('the analytics contract', () => {
  it('finds the store pushing events at all', () => {
    expect(pushes.length).toBeGreaterThan(20);
  });

  it('every push names a declared event', () => {
    const undeclared = pushes.filter(({ event }) => !(event in ANALYTICS_EVENTS));
    expect(undeclared).toEqual([]);
  });

  it('every declared event is pushed by some code path', () => {
    const pushed = new Set(pushes.map(({ event }) => event));
    const never = Object.keys(ANALYTICS_EVENTS).filter((event) => !pushed.has(event));
    expect(never).toEqual([]);
  });
});
