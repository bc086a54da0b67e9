import { api } from '@apteka/api-client';
import type { RemoteName } from '@apteka/contracts';

/** Reports a client-side failure to the API log; never throws (the page is already in trouble). */
export function logClientError(status: number, error: unknown, path = window.location.pathname): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[shell] ${status} at ${path}`, error);
  api.post('/client-log', { status, path, message: message.slice(0, 2000) }).catch(() => undefined);
}

/** Reports a remote that could not be loaded, with the version this browser was given, for `registry status`. */
export function logRemoteFailure(remote: RemoteName, version: string, reason: string): void {
  console.error(`[shell] ${remote}@${version} could not be loaded: ${reason}`);
  const path = window.location.pathname;
  const body = {
    status: 503,
    path,
    message: reason.slice(0, 2000),
    remote,
    ...(version === 'override' ? {} : { version }),
  };
  api.post('/client-log', body).catch(() => undefined);
}
