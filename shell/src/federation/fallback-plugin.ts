import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote resolves to when a remote cannot be loaded: the shell renders its fallback. */
export interface RemoteLoadFailure {
  __remoteLoadFailure: true;
  id: string;
  message: string;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && '__remoteLoadFailure' in value;
}

/**
 * Federation runtime plugin: when a remote's manifest or code cannot be loaded (server down, 404,
 * time-out), loadRemote resolves to a failure marker instead of rejecting, so nothing else on the
 * page breaks and the shell can show a fallback with a retry.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'apteka-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[shell] remote ${id} failed to load: ${message}`);
      const failure: RemoteLoadFailure = { __remoteLoadFailure: true, id, message };
      return failure;
    },
  };
}
