import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderWithTheme } from '@apteka/ui/testing';
import { api } from '@apteka/api-client';
import { makeStore } from '../store/make-store';

type Handler = (config: { url?: string; method?: string; data?: unknown }) => { status: number; data: unknown };

/** Swaps the shared client's network for a handler, so components run against scripted API answers. */
export function mockApi(handler: Handler) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  api.useAdapter(async (config) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ url: config.url ?? '', method: (config.method ?? 'get').toUpperCase(), body });
    const reply = handler({ url: config.url, method: config.method?.toUpperCase(), data: body });
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(reply.status), config, null, response);
    }
    return response;
  });
  return calls;
}

export function renderShell(ui: ReactElement, store = makeStore()) {
  return { store, ...renderWithTheme(<Provider store={store}>{ui}</Provider>) };
}
