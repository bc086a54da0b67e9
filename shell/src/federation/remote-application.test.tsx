import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import { remoteApplication, type MountProps } from './remote-application';
import type { RemoteLoader } from './remote-loader';
import { runLifecycle } from './lifecycles';

function fakeRemote() {
  const calls: string[] = [];
  const lifecycles: LifeCycles<MountProps> = {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props) => {
      calls.push(props.hydrate ? 'hydrate' : 'mount');
      if (props.hydrate) return;
      const el = document.createElement('p');
      el.textContent = 'Каталог загружен';
      el.id = 'real-remote';
      props.domElement.appendChild(el);
    },
    unmount: async (props) => {
      calls.push('unmount');
      props.domElement.querySelector('#real-remote')?.remove();
    },
  };
  return { calls, lifecycles };
}

function props(): MountProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { brand: 'samson', apiBase: '/api', domElement, name: 'catalog' } as unknown as MountProps;
}

/** The element as a page the server drew holds it: the remote's markup of `version`. */
function drawnBy(version: string): MountProps {
  const p = props();
  p.domElement.setAttribute('data-server-version', version);
  p.domElement.innerHTML = '<div data-boundary="catalog" data-version="1.0.0"><h1>Нурофен</h1></div>';
  return p;
}

const loaderOf = (lifecycles: LifeCycles<MountProps>, version: string) =>
  ({ load: jest.fn().mockResolvedValue(lifecycles), versionOf: () => version }) as unknown as RemoteLoader;

describe('remoteApplication', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('mounts the real remote when it loads', async () => {
    const remote = fakeRemote();
    const loader = { load: jest.fn().mockResolvedValue(remote.lifecycles) } as unknown as RemoteLoader;
    const app = await remoteApplication('catalog', loader)();
    const p = props();
    await runLifecycle(app.bootstrap, p);
    await runLifecycle(app.mount, p);
    expect(p.domElement).toHaveTextContent('Каталог загружен');
    await runLifecycle(app.unmount, p);
    expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it("hydrates the server's markup of the version the page loads, on its first mount only", async () => {
    const remote = fakeRemote();
    const app = await remoteApplication('catalog', loaderOf(remote.lifecycles, '1.0.0-build.7'))();
    const p = drawnBy('1.0.0-build.7');
    const heading = p.domElement.querySelector('h1');
    await runLifecycle(app.mount, p);
    expect(p.domElement.querySelector('h1')).toBe(heading);
    expect(p.domElement.hasAttribute('data-server-version')).toBe(false);
    await runLifecycle(app.unmount, p);
    await runLifecycle(app.mount, p);
    expect(remote.calls).toEqual(['bootstrap', 'hydrate', 'unmount', 'mount']);
  });

  it("draws anew over markup of another version (a release since, a developer's build)", async () => {
    const remote = fakeRemote();
    const app = await remoteApplication('catalog', loaderOf(remote.lifecycles, 'override'))();
    const p = drawnBy('1.0.0-build.7');
    await runLifecycle(app.mount, p);
    expect(p.domElement.querySelector('h1')).toBeNull();
    expect(p.domElement).toHaveTextContent('Каталог загружен');
    expect(remote.calls).toEqual(['bootstrap', 'mount']);
  });

  it('shows a fallback with a retry when the remote is down, and swaps the remote in when it comes back', async () => {
    const remote = fakeRemote();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValue(remote.lifecycles);
    const app = await remoteApplication('catalog', { load } as unknown as RemoteLoader)();
    const p = props();
    await act(async () => {
      await runLifecycle(app.mount, p);
    });
    expect(await screen.findByRole('heading', { name: 'Раздел «Каталог» временно недоступен' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Не получилось. Попробуйте ещё раз чуть позже.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(p.domElement).toHaveTextContent('Каталог загружен'));
    expect(screen.queryByRole('heading', { name: /временно недоступен/ })).not.toBeInTheDocument();

    // later visits use the loaded remote directly
    await act(async () => {
      await runLifecycle(app.unmount, p);
      await runLifecycle(app.mount, p);
    });
    expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount', 'mount']);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
