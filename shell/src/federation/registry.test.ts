import type { RemoteRegistry } from '@apteka/contracts';
import { activeOverrides, fetchRegistry, resolveManifestUrls } from './registry';

const entry = (v: string) => ({ current: v, versions: { [v]: `/remotes/x/${v}/mf-manifest.json`, '0.9.0': '/old' } });
const registry = (allowOverrides: boolean): RemoteRegistry => ({
  allowOverrides,
  remotes: {
    content: entry('1.0.0'),
    catalog: entry('1.2.0'),
    basket: entry('1.0.0'),
    account: entry('1.0.0'),
    pharmacies: entry('1.0.0'),
  },
});

describe('remote registry', () => {
  beforeEach(() => localStorage.clear());

  it('resolves each remote to the manifest of its current version', () => {
    const urls = resolveManifestUrls(registry(false), '', localStorage);
    expect(urls.catalog).toBe('/remotes/x/1.2.0/mf-manifest.json');
    expect(urls.content).toBe('/remotes/x/1.0.0/mf-manifest.json');
  });

  it('honours and remembers a dev override only when the registry allows it', () => {
    const search = '?mf-override=catalog@http://localhost:3101/mf-manifest.json';
    expect(resolveManifestUrls(registry(false), search, localStorage).catalog).toBe(
      '/remotes/x/1.2.0/mf-manifest.json',
    );
    expect(resolveManifestUrls(registry(true), search, localStorage).catalog).toBe(
      'http://localhost:3101/mf-manifest.json',
    );
    expect(resolveManifestUrls(registry(true), '', localStorage).catalog).toBe(
      'http://localhost:3101/mf-manifest.json',
    );
    expect(activeOverrides(registry(true), localStorage)).toEqual(['catalog']);
    // a stored override is ignored by a production registry
    expect(resolveManifestUrls(registry(false), '', localStorage).catalog).toBe('/remotes/x/1.2.0/mf-manifest.json');
    resolveManifestUrls(registry(true), '?mf-override=catalog@', localStorage);
    expect(activeOverrides(registry(true), localStorage)).toEqual([]);
  });

  it('ignores overrides of unknown remotes', () => {
    const urls = resolveManifestUrls(registry(true), '?mf-override=evil@http://x/mf.json', localStorage);
    expect(Object.values(urls)).not.toContain('http://x/mf.json');
  });

  it('retries a failing registry request a bounded number of times', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ ok: true, json: async () => registry(false) });
    await expect(fetchRegistry('/registry.json', 3, fetchImpl as unknown as typeof fetch)).resolves.toEqual(
      registry(false),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const alwaysDown = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    await expect(fetchRegistry('/registry.json', 2, alwaysDown as unknown as typeof fetch)).rejects.toThrow('503');
    expect(alwaysDown).toHaveBeenCalledTimes(2);
  });
});
