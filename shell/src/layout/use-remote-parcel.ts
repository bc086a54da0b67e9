import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { reportRemoteError, runAhead } from '@apteka/ui';
import { mountRootParcel, type ParcelConfig, type Parcel } from 'single-spa';
import type { ParcelName, RemoteName, RemoteParcels } from '@apteka/contracts';
import { hasRemoteLoader, loadExposed } from '../federation/exposed-modules';

export interface RemoteParcelOptions<Name extends ParcelName> {
  /** mount only while true (a panel that is open); the module still loads ahead, as `load` says */
  active?: boolean;
  /**
   * When the module loads: at idle time after the page's first render ('idle', the default), at once ('now': the
   * shopper turned to it), or not yet (false: loading a remote's entry is main-thread work a page should only do for
   * what the shopper can see or use).
   */
  load?: 'idle' | 'now' | false;
  /** the parcel's own props (its contract in @apteka/contracts), read when it mounts */
  props?: RemoteParcels[Name];
}

/**
 * Mounts a remote's parcel, named as @apteka/contracts declares it ('<remote>/<exposed module>'), into the returned
 * element's ref. `available` turns true once the remote's module
 * has loaded, `mounted` once the parcel is in the page, so the caller can keep its own fallback until then
 * (and for good when the parcel cannot load).
 */
export function useRemoteParcel<Name extends ParcelName>(
  parcel: Name,
  { active = true, load = 'idle', props }: RemoteParcelOptions<Name> = {},
) {
  const [remote, expose] = parcel.split('/') as [RemoteName, string];
  const ref = useRef<HTMLDivElement>(null);
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const [mounted, setMounted] = useState(false);
  const extraProps = useRef(props);
  extraProps.current = props;
  const { brand } = useTheme();
  // once asked for, the module stays asked for; a wait for idle time ends when the shopper turns to it
  const [asked, setAsked] = useState<'idle' | 'now' | false>(load);
  if (load === 'now' ? asked !== 'now' : load === 'idle' && asked === false) setAsked(load);

  useEffect(() => {
    // no registry on this page (or a test without one): the fallback is all there is
    if (asked === false || !hasRemoteLoader()) return undefined;
    let cancelled = false;
    const loadModule = () => {
      loadExposed<ParcelConfig>(remote, expose)
        .then((loaded) => {
          if (!cancelled) setConfig(() => loaded);
        })
        .catch((error: unknown) => {
          console.warn(`[shell] ${remote}/${expose} unavailable; keeping the fallback`, error);
        });
    };
    // at idle time: after the page's first render, the fallback working meanwhile and the route's own remote first
    let cancelWait: (() => void) | undefined;
    if (asked === 'now') loadModule();
    else cancelWait = runAhead('drawnHidden', loadModule);
    return () => {
      cancelled = true;
      cancelWait?.();
    };
  }, [remote, expose, asked]);

  useEffect(() => {
    if (!config || !active || !ref.current) return undefined;
    let cancelled = false;
    const parcel: Parcel = mountRootParcel(config, {
      ...extraProps.current,
      domElement: ref.current,
      brand,
      apiBase: '/api',
    });
    parcel.mountPromise
      .then(() => {
        if (!cancelled) setMounted(true);
      })
      .catch((error: unknown) => {
        console.warn(`[shell] ${remote}/${expose} failed to mount; keeping the fallback`, error);
        reportRemoteError(remote, null, error, 'parcel');
      });
    return () => {
      cancelled = true;
      setMounted(false);
      if (parcel.getStatus() === 'MOUNTED') void parcel.unmount();
      else void parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
    };
  }, [config, active, brand, remote, expose]);

  return { ref, mounted, available: config !== null };
}
