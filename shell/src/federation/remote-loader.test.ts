import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetIntegrity, integrityOf } from './integrity-plugin';
import { RemoteLoader, RemoteUnavailableError } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const source = (remote: string, version: string) => ({
  url: `/remotes/${remote}/${version}/mf-manifest.json`,
  version,
});
const SOURCES = {
  content: source('content', '1.0.0'),
  catalog: source('catalog', '1.0.0'),
  basket: source('basket', '1.0.0'),
  account: source('account', '1.0.0'),
  pharmacies: null,
};
const QUICK = { attempts: 2, timeoutMs: 1000, backoffMs: 1 };

beforeEach(() => {
  load.mockReset();
  register.mockReset();
});

describe('the remote loader', () => {
  it('takes a newer registry for remotes this page has not loaded, and keeps the version of those it has', async () => {
    load.mockResolvedValue({ mount: () => undefined });
    const loader = new RemoteLoader(SOURCES, QUICK);
    await loader.load('content', 'app');
    register.mockClear();

    const next = { ...SOURCES, content: source('content', '1.1.0'), catalog: source('catalog', '1.2.0') };
    expect(loader.update(next)).toEqual(['catalog']);
    expect(register).toHaveBeenCalledWith([{ name: 'catalog', entry: next.catalog.url }], { force: true });
    // the content on screen stays on 1.0.0 until the next full page load, and is named as outdated
    expect(loader.outdated(next)).toEqual(['content']);
    expect(loader.outdated({ ...next, content: source('content', '1.0.0') })).toEqual([]);
  });

  it('reports a remote it could not load after every attempt, with the version it was given', async () => {
    load.mockRejectedValue(new Error('ChunkLoadError: chunk 7 failed'));
    const failures: string[] = [];
    const loader = new RemoteLoader(SOURCES, QUICK, (remote, version, reason) =>
      failures.push(`${remote}@${version}: ${reason}`),
    );
    await expect(loader.load('catalog', 'app')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(load).toHaveBeenCalledTimes(2);
    expect(failures).toEqual(['catalog@1.0.0: ChunkLoadError: chunk 7 failed']);
  });

  it("has the browser check each remote's files the registry names, on a retry too", async () => {
    forgetIntegrity();
    const manifest = SOURCES.catalog.url;
    const integrity = { [manifest]: 'sha384-bWFuaWZlc3Q=', '/remotes/catalog/1.0.0/remoteEntry.js': 'sha384-ZW50cnk=' };
    load.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ mount: () => undefined });
    const loader = new RemoteLoader({ ...SOURCES, catalog: { ...SOURCES.catalog, integrity } }, QUICK);
    expect(integrityOf('/remotes/catalog/1.0.0/remoteEntry.js')).toBe('sha384-ZW50cnk=');
    await loader.load('catalog', 'app');
    const retried = register.mock.calls.at(-1)![0][0].entry as string;
    expect(retried).toMatch(/mf-manifest\.json\?retry=\d+$/);
    expect(integrityOf(retried)).toBe('sha384-bWFuaWZlc3Q=');
    // a newer registry's version is checked as well
    loader.update({ ...SOURCES, basket: { ...source('basket', '1.1.0'), integrity: { '/b.js': 'sha384-Yg==' } } });
    expect(integrityOf('/b.js')).toBe('sha384-Yg==');
    forgetIntegrity();
  });

  it('does not report a load that succeeds on a retry', async () => {
    load.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ mount: () => undefined });
    const onFailure = jest.fn();
    const loader = new RemoteLoader(SOURCES, QUICK, onFailure);
    await expect(loader.load('basket', 'app')).resolves.toBeDefined();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
