import { productPath, type RemoteName } from '@apteka/contracts';
import { loadLinkedRemotesAhead } from './linked-remotes-ahead';
import type { RemoteLoader } from './remote-loader';

/** A loader that writes down when each load starts and ends; each answers a task later, as a script would. */
function recordingLoader(failing: RemoteName[] = []) {
  const steps: string[] = [];
  const loader: Pick<RemoteLoader, 'load'> = {
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

/** A quiet moment that comes at once, for the tests that are not about waiting for one. */
const atOnce = () => Promise.resolve();

describe('loading ahead the remotes the page links to', () => {
  beforeEach(() => window.history.pushState({}, '', productPath('aspirin')));

  it("loads each other remote's app once, in the order of its first link, and nothing for its own remote or other sites", async () => {
    const { loader, steps } = recordingLoader();
    await loadLinkedRemotesAhead(loader, { root: productPage(), idle: atOnce });
    // not the catalog (this page's remote), not the content (its only link is on another site), nothing for /404
    expect(steps.filter((step) => step.startsWith('load '))).toEqual([
      'load pharmacies/app',
      'load basket/app',
      'load account/app',
    ]);
  });

  it('loads one remote at a time, each in a quiet moment of its own, the next once the previous has arrived', async () => {
    const { loader, steps } = recordingLoader();
    const idle = () => {
      steps.push('quiet moment');
      return Promise.resolve();
    };
    await loadLinkedRemotesAhead(loader, { root: productPage(), idle });
    expect(steps).toEqual([
      'quiet moment',
      'load pharmacies/app',
      'loaded pharmacies/app',
      'quiet moment',
      'load basket/app',
      'loaded basket/app',
      'quiet moment',
      'load account/app',
      'loaded account/app',
    ]);
  });

  it('goes on to the next remote when one fails to load, and does not fail itself', async () => {
    const { loader, steps } = recordingLoader(['pharmacies']);
    await expect(loadLinkedRemotesAhead(loader, { root: productPage(), idle: atOnce })).resolves.toBeUndefined();
    expect(steps).toContain('load basket/app');
    expect(steps).toContain('load account/app');
  });

  it('reads the whole page when given no root', async () => {
    const { loader, steps } = recordingLoader();
    const page = productPage();
    document.body.append(page);
    try {
      await loadLinkedRemotesAhead(loader, { idle: atOnce });
    } finally {
      page.remove();
    }
    expect(steps.filter((step) => step.startsWith('load '))).toEqual([
      'load pharmacies/app',
      'load basket/app',
      'load account/app',
    ]);
  });
});
