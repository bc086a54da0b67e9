import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { SERVER_VERSION_ATTRIBUTE, type RemoteMountProps, type RemoteName } from '@apteka/contracts';
import { BrandStyles } from '@apteka/ui';
import { RemoteFallback } from '../errors/remote-fallback';
import { isLifeCycles, runLifecycle } from './lifecycles';
import type { RemoteLoader } from './remote-loader';

export type MountProps = RemoteMountProps & AppProps & { domElement: HTMLElement };

/** The registry version of the remote's markup the server put into its element, if it put any. */
function serverMarkupVersion(element: HTMLElement, remote: RemoteName): string | null {
  const version = element.getAttribute(SERVER_VERSION_ATTRIBUTE);
  element.removeAttribute(SERVER_VERSION_ATTRIBUTE);
  return element.firstElementChild?.getAttribute('data-boundary') === remote ? version : null;
}

/**
 * The single-spa application of one remote. It never fails to load: when the remote is down it
 * mounts a fallback with a retry; a successful retry swaps the real remote in, in place, and
 * later mounts use it directly. Its first mount hydrates the server's markup when the server drew the version
 * this page loaded; other markup (another version, a dev server's build) is cleared and drawn anew.
 */
export function remoteApplication(remote: RemoteName, loader: RemoteLoader) {
  return async (): Promise<LifeCycles<MountProps>> => {
    let real: LifeCycles<MountProps> | null = null;
    let firstMount = true;
    let bootstrapped = false;
    let realMounted = false;
    let fallbackRoot: Root | null = null;
    let fallbackHost: HTMLElement | null = null;

    const loadReal = async () => {
      const module = await loader.load<unknown>(remote, 'app');
      if (!isLifeCycles(module)) throw new Error(`${remote}/app does not export single-spa lifecycles`);
      return module as LifeCycles<MountProps>;
    };

    const mountReal = async (props: MountProps, hydrate = false) => {
      if (!real) return;
      if (!bootstrapped) {
        await runLifecycle(real.bootstrap, props);
        bootstrapped = true;
      }
      await runLifecycle(real.mount, { ...props, hydrate });
      realMounted = true;
    };

    const showFallback = (props: MountProps) => {
      fallbackHost = document.createElement('div');
      props.domElement.appendChild(fallbackHost);
      fallbackRoot = createRoot(fallbackHost);
      const retry = async () => {
        real = await loadReal();
        hideFallback();
        await mountReal(props);
      };
      fallbackRoot.render(
        <BrandStyles brand={props.brand}>
          <RemoteFallback remote={remote} onRetry={retry} />
        </BrandStyles>,
      );
    };

    const hideFallback = () => {
      fallbackRoot?.unmount();
      fallbackHost?.remove();
      fallbackRoot = null;
      fallbackHost = null;
    };

    try {
      real = await loadReal();
    } catch (error) {
      console.error(`[shell] ${String(error)}`);
    }

    return {
      bootstrap: async () => undefined,
      mount: async (props) => {
        const served = firstMount ? serverMarkupVersion(props.domElement, remote) : null;
        firstMount = false;
        const hydrate = real !== null && served !== null && served === loader.versionOf(remote);
        if (!hydrate) props.domElement.replaceChildren();
        if (real) await mountReal(props, hydrate);
        else showFallback(props);
      },
      unmount: async (props) => {
        hideFallback();
        if (real && realMounted) {
          await runLifecycle(real.unmount, props);
          realMounted = false;
        }
      },
    };
  };
}
