import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';

type Lifecycle<P> = LifeCycleFn<P> | Array<LifeCycleFn<P>>;

/** Runs a single-spa lifecycle that may be one function or an array of them. */
export async function runLifecycle<P>(lifecycle: Lifecycle<P> | undefined, props: P & AppProps): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

export function isLifeCycles(value: unknown): value is LifeCycles {
  return typeof value === 'object' && value !== null && 'mount' in value && 'unmount' in value;
}
