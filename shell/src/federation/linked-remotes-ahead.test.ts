import { productPath, type RemoteName } from '@apteka/contracts';
import { fetchFilesAhead, linkedRemotes, readyLinkedRemotes } from './linked-remotes-ahead';
import type { RemoteLoader } from './remote-loader';

/** A loader that writes down each load; each answers a task later, as a script would. */
function recordingLoader(failing: RemoteName[] = []) {
  const steps: string[] = [];
  const loader: Pick<RemoteLoader, 'load' | 'filesOf'> = {
    load: <T>(remote: RemoteName, expose: string) => {
      steps.push(`load ${remote}/${expose}`);
      return new Promise<T>((resolve, reject) =>
        setTimeout(() => {
          steps.push(`loaded ${remote}/${expose}`);
          if (failing.includes(remote)) reject(new Error(`${remote} is unavailable`));
          else resolve({} as T);
        }),
      );
    },
    filesOf: (remote) => [`/remotes/${remote}/1.0.0/mf-manifest.json`, `/remotes/${remote}/1.0.0/remoteEntry.js`],
  };
  return { loader, steps };
}

/** A product page (the catalog's) with a header and a footer that lead to other remotes, other sites and no page. */
function productPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `
    <header>
      <a href="/pharmacies/">Аптеки</a>
      <a href="/basket/">Корзина</a>
      <a href="/catalog/lekarstva">Каталог</a>
    </header>
    <main>
      <a href="/moskva-14/catalog/vitaminy">Витамины</a>
      <a href="/product/aspirin">Старый адрес товара</a>
      <a href="/404">Нет такой страницы</a>
      <a href="https://example.org/news/1">Новость на чужом сайте</a>
    </main>
    <footer>
      <a href="/moskva-14/lk/orders">Мои заказы</a>
      <a href="/basket/?isCheckout=true">Оформить заказ</a>
    </footer>`;
  return page;
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => `${new URL(link.href).pathname} ${link.getAttribute('fetchpriority')} ${link.crossOrigin}`,
  );
const url = (path: string) => new URL(path, window.location.href);
const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await jest.advanceTimersByTimeAsync(250);
};

describe('the other remotes a page links to', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.pushState({}, '', productPath('aspirin'));
    document.body.append(productPage());
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    Reflect.deleteProperty(navigator, 'deviceMemory');
  });

  it('are read from the links in the order of their first link, without the page’s own, other sites or no page', () => {
    expect(linkedRemotes(document)).toEqual(['pharmacies', 'basket', 'account']);
  });

  it('have their files fetched at low priority and not run once the page is quiet, on a budget phone', async () => {
    const { loader, steps } = recordingLoader();
    readyLinkedRemotes(loader).forThisPage();
    expect(prefetched()).toEqual([]);
    await flush();
    expect(prefetched()).toEqual(
      ['pharmacies', 'basket', 'account'].flatMap((remote) => [
        `/remotes/${remote}/1.0.0/mf-manifest.json low anonymous`,
        `/remotes/${remote}/1.0.0/remoteEntry.js low anonymous`,
      ]),
    );
    // jsdom's navigator says nothing of its memory: a budget phone, which runs nothing nobody asked for
    expect(steps).toEqual([]);
  });

  it('leave alone a file the page already asks for', async () => {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = '/remotes/basket/1.0.0/remoteEntry.js';
    document.head.append(preload);
    await fetchFilesAhead(['/remotes/basket/1.0.0/remoteEntry.js', '/remotes/basket/1.0.0/app.js']);
    expect(prefetched()).toEqual(['/remotes/basket/1.0.0/app.js low anonymous']);
  });

  it('are asked for a budget’s worth per task, so no task of it is long, and no more once stopped', async () => {
    // the clock moves 2 ms at each reading: two links fit in the table's 5 ms budget
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (clock += 2));
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((chunk) => `/remotes/basket/1.0.0/${chunk}.js`);
    let stopped = false;
    const done = fetchFilesAhead(files, { stopped: () => stopped });
    expect(prefetched()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(250);
    expect(prefetched()).toHaveLength(4);
    stopped = true;
    await jest.advanceTimersByTimeAsync(250);
    await done;
    expect(prefetched()).toHaveLength(4);
  });

  it('run at the shopper’s first intent towards a link to them, each once, and never the page’s own', async () => {
    const { loader, steps } = recordingLoader();
    const announced: string[] = [];
    const { onIntent } = readyLinkedRemotes(loader, { announce: (touched) => announced.push(touched.pathname) });
    onIntent(url('/pharmacies/'), 'pointer-over');
    onIntent(url('/catalog/lekarstva'), 'touch');
    onIntent(url('/basket/'), 'touch');
    onIntent(url('/basket/?isCheckout=true'), 'focus');
    await flush();
    expect(steps).toEqual(['load pharmacies/app', 'load basket/app', 'loaded pharmacies/app', 'loaded basket/app']);
    // the basket listens for touches once its app is there: the touch that ran it is told again, the pointer not
    expect(announced).toEqual(['/basket/']);
  });

  it('tell no touch again for a remote that failed to load, and leave it to the move', async () => {
    const { loader, steps } = recordingLoader(['basket']);
    const announced: string[] = [];
    const { onIntent } = readyLinkedRemotes(loader, { announce: (touched) => announced.push(touched.pathname) });
    onIntent(url('/basket/'), 'touch');
    await flush();
    expect(steps).toEqual(['load basket/app', 'loaded basket/app']);
    expect(announced).toEqual([]);
  });

  it('run one at a time once the page is quiet on a device with time to spare', async () => {
    Object.defineProperty(navigator, 'deviceMemory', { value: 8, configurable: true });
    jest.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(8);
    const { loader, steps } = recordingLoader();
    readyLinkedRemotes(loader).forThisPage();
    await flush();
    await flush();
    expect(steps).toEqual([
      'load pharmacies/app',
      'loaded pharmacies/app',
      'load basket/app',
      'loaded basket/app',
      'load account/app',
      'loaded account/app',
    ]);
  });
});
