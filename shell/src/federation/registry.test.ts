import { REMOTE_NAMES, canaryPosition, type RemoteRegistry } from '@apteka/contracts';
import {
  activeOverrides,
  cohortId,
  fetchRegistry,
  inlineRegistry,
  resolveRemoteSources,
  serverDrawnVersions,
} from './registry';

const forgetCohortCookie = () => {
  document.cookie = 'mf_cohort=; Path=/; Max-Age=0';
};

const resolveManifestUrls = (...args: Parameters<typeof resolveRemoteSources>) => {
  const sources = resolveRemoteSources(...args);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, sources[name]?.url ?? null]));
};

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
  beforeEach(() => {
    localStorage.clear();
    forgetCohortCookie();
  });

  it('reads the registry the server put into the page, and nothing from a page without one', () => {
    const page = document.implementation.createHTMLDocument('');
    expect(inlineRegistry(page)).toBeNull();
    const data = page.createElement('script');
    data.type = 'application/json';
    data.id = 'apteka-registry';
    data.textContent = JSON.stringify(registry(false));
    page.head.append(data);
    expect(inlineRegistry(page)).toEqual(registry(false));
    data.textContent = '{"broken';
    expect(inlineRegistry(page)).toBeNull();
  });

  it('resolves each remote to the manifest of its current version', () => {
    const urls = resolveManifestUrls(registry(false), '', localStorage);
    expect(urls.catalog).toBe('/remotes/x/1.2.0/mf-manifest.json');
    expect(urls.content).toBe('/remotes/x/1.0.0/mf-manifest.json');
  });

  it('carries the integrity the registry names for the version a browser is given, and none for a dev server', () => {
    const named = registry(true);
    named.remotes.catalog = {
      ...entry('1.2.0'),
      integrity: {
        '1.2.0': { '/remotes/x/1.2.0/mf-manifest.json': 'sha384-bmV3' },
        '0.9.0': { '/old': 'sha384-b2xk' },
      },
    };
    expect(resolveRemoteSources(named, '', localStorage).catalog).toEqual({
      url: '/remotes/x/1.2.0/mf-manifest.json',
      version: '1.2.0',
      integrity: { '/remotes/x/1.2.0/mf-manifest.json': 'sha384-bmV3' },
    });
    expect(resolveRemoteSources(named, '', localStorage).content).toEqual({
      url: '/remotes/x/1.0.0/mf-manifest.json',
      version: '1.0.0',
    });
    const local = resolveRemoteSources(
      named,
      '?mf-override=catalog@http://localhost:3101/mf-manifest.json',
      localStorage,
    );
    expect(local.catalog).toEqual({ url: 'http://localhost:3101/mf-manifest.json', version: 'override' });
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

  it('gives a browser the canary only inside the canary share, and keeps giving it the same version', () => {
    const position = canaryPosition(cohortId(localStorage), 'catalog');
    const withCanary = (percent: number): RemoteRegistry => {
      const base = registry(false);
      base.remotes.catalog = {
        current: '1.2.0',
        versions: {
          '1.2.0': '/remotes/catalog/1.2.0/mf-manifest.json',
          '1.3.0': '/remotes/catalog/1.3.0/mf-manifest.json',
        },
        canary: { version: '1.3.0', percent },
      };
      return base;
    };
    expect(resolveRemoteSources(withCanary(100), '', localStorage).catalog).toEqual({
      url: '/remotes/catalog/1.3.0/mf-manifest.json',
      version: '1.3.0',
    });
    expect(resolveRemoteSources(withCanary(0), '', localStorage).catalog?.version).toBe('1.2.0');
    const inside = Math.min(100, Math.floor(position) + 1);
    for (let page = 0; page < 5; page += 1) {
      expect(resolveRemoteSources(withCanary(inside), '', localStorage).catalog?.version).toBe('1.3.0');
    }
    expect(resolveRemoteSources(withCanary(Math.floor(position)), '', localStorage).catalog?.version).toBe('1.2.0');
  });

  it('keeps one cohort id per browser, in its storage and in the cookie the server reads', () => {
    const id = cohortId(localStorage);
    expect(cohortId(localStorage)).toBe(id);
    expect(document.cookie).toContain(`mf_cohort=${id}`);
    // storage lost, cookie kept: the cookie's place
    localStorage.clear();
    expect(cohortId(localStorage)).toBe(id);
    forgetCohortCookie();
    localStorage.clear();
    expect(cohortId(localStorage)).not.toBe(id);
    expect(cohortId(null)).toEqual(expect.any(String));
  });

  it('takes the cohort the server gave in its cookie, so it loads what the server drew', () => {
    const jar = { cookie: 'sid=abc; mf_cohort=given-by-the-server-0001' };
    expect(cohortId(localStorage, jar)).toBe('given-by-the-server-0001');
    expect(localStorage.getItem('mf-cohort')).toBe('given-by-the-server-0001');
    expect(jar.cookie).toBe('sid=abc; mf_cohort=given-by-the-server-0001');
  });

  it('keeps the place a browser had before the server gave cohorts: its stored id becomes its cookie', () => {
    localStorage.setItem('mf-cohort', 'kept-in-storage-0001');
    const jar = { cookie: 'mf_cohort=new-from-the-server-0002' };
    expect(cohortId(localStorage, jar)).toBe('kept-in-storage-0001');
    expect(jar.cookie).toMatch(/^mf_cohort=kept-in-storage-0001; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('loads the version the server drew into the page when the registry lists it', () => {
    const page = document.implementation.createHTMLDocument('');
    page.body.innerHTML =
      '<div id="remote-catalog" data-remote="catalog" data-server-version="0.9.0"></div><div data-remote="basket"></div>';
    const drawn = serverDrawnVersions(page);
    expect(drawn).toEqual({ catalog: '0.9.0' });
    expect(resolveRemoteSources(registry(false), '', localStorage, drawn).catalog?.url).toBe('/old');
    // a version the registry does not list is not loaded: the cohort's is
    expect(resolveRemoteSources(registry(false), '', localStorage, { catalog: '6.6.6' }).catalog?.version).toBe(
      '1.2.0',
    );
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
