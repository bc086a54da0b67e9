import { ModuleFederation, loadScript } from '@module-federation/enhanced/runtime';
import integrityPlugin, { forgetIntegrity, integrityOf, knowIntegrity } from './integrity-plugin';

const ENTRY = '/remotes/catalog/1.2.0/remoteEntry.js';
const CHUNK = '/remotes/catalog/1.2.0/__federation_expose_app.1a2b3c4d.js';
const MANIFEST = '/remotes/catalog/1.2.0/mf-manifest.json';
const FILES = {
  [MANIFEST]: 'sha384-bWFuaWZlc3Q=',
  [ENTRY]: 'sha384-ZW50cnk=',
  [CHUNK]: 'sha384-Y2h1bms=',
};

/** A federation runtime as the shell's build makes it, with the plugin registered. */
const runtime = () => new ModuleFederation({ name: 'shell', remotes: [], plugins: [integrityPlugin()] });

describe('the subresource integrity runtime plugin', () => {
  beforeEach(() => knowIntegrity(FILES));
  afterEach(() => {
    forgetIntegrity();
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('creates the script of a file the registry names with its integrity, in CORS mode', () => {
    const script = runtime().loaderHook.lifecycle.createScript.emit({
      url: CHUNK,
      attrs: { fetchpriority: 'high', type: 'text/javascript' },
    });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.getAttribute('src')).toBe(CHUNK);
    expect(element.getAttribute('integrity')).toBe(FILES[CHUNK]);
    expect(element.getAttribute('crossorigin')).toBe('anonymous');
    // what the runtime asked for is kept
    expect(element.getAttribute('fetchpriority')).toBe('high');
    expect(element.type).toBe('text/javascript');
  });

  it("leaves a file the registry does not name to the runtime's own script, unchecked", () => {
    const hooks = runtime().loaderHook.lifecycle;
    expect(hooks.createScript.emit({ url: '/remotes/catalog/1.2.0/59.9f8e7d6c.js', attrs: {} })).toBeUndefined();
    expect(hooks.createScript.emit({ url: 'http://localhost:3101/remoteEntry.js', attrs: {} })).toBeUndefined();
  });

  it("is the script the runtime's loader puts into the page for a remote's entry", async () => {
    jest.useFakeTimers();
    try {
      const hooks = runtime().loaderHook.lifecycle;
      const loading = loadScript(ENTRY, {
        attrs: {},
        createScriptHook: (url, attrs) => hooks.createScript.emit({ url, attrs }) as HTMLScriptElement | undefined,
      });
      const script = document.head.querySelector('script')!;
      expect([script.getAttribute('src'), script.integrity || script.getAttribute('integrity')]).toEqual([
        ENTRY,
        FILES[ENTRY],
      ]);
      expect(script.getAttribute('crossorigin')).toBe('anonymous');
      script.dispatchEvent(new Event('load'));
      await loading;
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches a manifest the registry names with its integrity, any other as the runtime does', async () => {
    const response = { ok: true, status: 200 } as Response;
    const fetch = jest.fn(async () => response);
    const before = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
    try {
      const hooks = runtime().loaderHook.lifecycle;
      await expect(hooks.fetch.emit(MANIFEST, {})).resolves.toBe(response);
      expect(fetch).toHaveBeenCalledWith(MANIFEST, { integrity: FILES[MANIFEST] });
      await expect(hooks.fetch.emit('http://localhost:3101/mf-manifest.json', {})).resolves.toBeUndefined();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      if (before) Object.defineProperty(globalThis, 'fetch', before);
      else delete (globalThis as { fetch?: unknown }).fetch;
    }
  });

  describe("a remote's first chunks, loaded ahead of its module", () => {
    const catalog = { name: 'catalog' } as never;
    const ahead = { initiator: 'loadRemote', id: 'catalog/app', resourceType: 'js' } as const;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

    /** The runtime loads a first chunk ahead, then asks for the module: what the asking comes to. */
    async function loadAhead(chunk: 'load' | 'error') {
      const hooks = runtime().loaderHook.lifecycle;
      const script = hooks.createScript.emit({
        url: CHUNK,
        attrs: {},
        remoteInfo: catalog,
        resourceContext: ahead,
      }) as HTMLScriptElement;
      document.head.append(script);
      script.dispatchEvent(new Event(chunk));
      const asking = hooks.beforeGetExpose.emit({
        id: 'catalog/app',
        expose: './app',
        moduleInfo: catalog,
        remoteEntryExports: {} as never,
        origin: {} as never,
      });
      await tick();
      const again = [...document.head.querySelectorAll('script')].filter((each) => each !== script);
      return { asking, again };
    }

    it('asks for the module once they loaded', async () => {
      const { asking, again } = await loadAhead('load');
      await expect(asking).resolves.toBeUndefined();
      expect(again).toEqual([]);
    });

    it('tries one the browser refused once more, checked, and fails the load when it is refused again', async () => {
      const { asking, again } = await loadAhead('error');
      expect(again.map((each) => [each.getAttribute('src'), each.getAttribute('integrity')])).toEqual([
        [CHUNK, FILES[CHUNK]],
      ]);
      expect(again[0]!.getAttribute('crossorigin')).toBe('anonymous');
      again[0]!.dispatchEvent(new Event('error'));
      await expect(asking).rejects.toThrow(/was not loaded/);
      // the remote's own webpack never gets to fetch it unchecked
    });

    it('goes on once the second, checked try loads (the first failed on the network)', async () => {
      const { asking, again } = await loadAhead('error');
      again[0]!.dispatchEvent(new Event('load'));
      await expect(asking).resolves.toBeUndefined();
    });
  });

  it('knows an address however it is written: relative to the page, or whole', () => {
    expect(integrityOf(new URL(ENTRY, document.baseURI).href)).toBe(FILES[ENTRY]);
    expect(integrityOf(`${ENTRY}?other`)).toBeUndefined();
  });
});
