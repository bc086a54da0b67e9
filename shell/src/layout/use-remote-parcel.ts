import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { mountRootParcel, type ParcelConfig, type Parcel } from 'single-spa';
import type { RemoteName } from '@apteka/contracts';
import { hasRemoteLoader, loadExposed } from '../federation/exposed-modules';

/**
 * Mounts a remote's parcel into the returned element's ref. `mounted` turns true once the parcel is in the
 * page, so the caller can keep its own fallback until then (and for good when the parcel cannot load).
 */
export function useRemoteParcel(remote: RemoteName, expose: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const { brand } = useTheme();

  useEffect(() => {
    // no registry on this page (or a test without one): the fallback is all there is
    if (!hasRemoteLoader()) return undefined;
    let parcel: Parcel | null = null;
    let cancelled = false;
    // after the page's first render: the fallback works meanwhile, and the route's own remote loads first
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    new Promise<void>((resolve) => idle(() => resolve()))
      .then(() => loadExposed<ParcelConfig>(remote, expose))
      .then(async (config) => {
        if (cancelled || !ref.current) return;
        parcel = mountRootParcel(config, { domElement: ref.current, brand, apiBase: '/api' });
        await parcel.mountPromise;
        if (!cancelled) setMounted(true);
      })
      .catch((error: unknown) => {
        console.warn(`[shell] ${remote}/${expose} unavailable; keeping the fallback`, error);
        setMounted(false);
      });
    return () => {
      cancelled = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, expose, brand]);

  return { ref, mounted };
}
