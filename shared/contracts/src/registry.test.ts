import { canaryPosition, manifestUrlFor, versionFor, type RemoteRegistry, type RemoteRegistryEntry } from './registry';

const entry: RemoteRegistryEntry = {
  current: '1.0.0',
  versions: { '1.0.0': '/remotes/catalog/1.0.0/mf-manifest.json', '1.1.0': '/remotes/catalog/1.1.0/mf-manifest.json' },
  canary: { version: '1.1.0', percent: 10 },
};

describe('canary releases', () => {
  it('puts a browser at one fixed position per remote', () => {
    const position = canaryPosition('browser-1', 'catalog');
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThan(100);
    expect(canaryPosition('browser-1', 'catalog')).toBe(position);
  });

  it('spreads browsers evenly, so a share of 10 % reaches 10 ± 1 % of 10,000 shoppers', () => {
    const positions = Array.from({ length: 10_000 }, (_, i) => canaryPosition(`browser-${i}`, 'catalog'));
    const inCanary = positions.filter((position) => position < 10).length;
    expect(inCanary).toBeGreaterThanOrEqual(900);
    expect(inCanary).toBeLessThanOrEqual(1100);
  });

  it('does not make the same browsers the first to get every remote', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `browser-${i}`);
    const first = ids.filter((id) => canaryPosition(id, 'catalog') < 10);
    const alsoFirst = first.filter((id) => canaryPosition(id, 'basket') < 10);
    expect(alsoFirst.length).toBeLessThan(first.length / 2);
  });

  it('gives the canary inside its share, the current version outside it and after it ends', () => {
    expect(versionFor(entry, 9.99)).toBe('1.1.0');
    expect(versionFor(entry, 10)).toBe('1.0.0');
    expect(versionFor({ ...entry, canary: undefined }, 0)).toBe('1.0.0');
    expect(versionFor({ ...entry, canary: { version: '1.1.0', percent: 0 } }, 0)).toBe('1.0.0');
    expect(versionFor({ ...entry, canary: { version: '1.1.0', percent: 100 } }, 99.99)).toBe('1.1.0');
  });

  it('ignores a canary whose version is not published', () => {
    expect(versionFor({ ...entry, canary: { version: '9.9.9', percent: 100 } }, 0)).toBe('1.0.0');
  });

  it('finds the manifest of the version a browser is given', () => {
    const registry = { allowOverrides: false, remotes: { catalog: entry } } as RemoteRegistry;
    expect(manifestUrlFor(registry, 'catalog', 5)).toBe('/remotes/catalog/1.1.0/mf-manifest.json');
    expect(manifestUrlFor(registry, 'catalog', 50)).toBe('/remotes/catalog/1.0.0/mf-manifest.json');
    expect(manifestUrlFor(registry, 'basket', 5)).toBeNull();
  });
});
