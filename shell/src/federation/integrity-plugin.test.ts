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

  it('knows an address however it is written: relative to the page, or whole', () => {
    expect(integrityOf(new URL(ENTRY, document.baseURI).href)).toBe(FILES[ENTRY]);
    expect(integrityOf(`${ENTRY}?other`)).toBeUndefined();
  });
});
