import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { mockApi } from '../testing/render-shell';
import { pickupLocationIn, REGIONS } from '../testing/fixtures';
import { makeStore } from '../store/make-store';
import { shellApi } from '../store/shell-api';
import { useApiUnavailable } from './use-api-unavailable';

function renderWithLocationAnswer(answer: { status: number; data: unknown }) {
  mockApi(({ url }) => (url === '/layout/location' ? answer : { status: 404, data: {} }));
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useApiUnavailable(), { wrapper });
  /** the location query has its answer (or its last refusal): what the hook says now is what it will say */
  const answered = () =>
    waitFor(() =>
      expect(['fulfilled', 'rejected']).toContain(shellApi.endpoints.location.select()(store.getState()).status),
    );
  return { ...hook, answered };
}

const LOCATION = pickupLocationIn(REGIONS[0]!);

test('a 503 for the location, after the retries, makes the page unavailable', async () => {
  const { result } = renderWithLocationAnswer({
    status: 503,
    data: { error: 'unavailable', message: 'Сервис временно недоступен.' },
  });
  expect(result.current).toBe(false);
  await waitFor(() => expect(result.current).toBe(true));
});

test('an answered location, or a refusal that is not an outage, leaves the page as it is', async () => {
  const answered = renderWithLocationAnswer({ status: 200, data: LOCATION });
  await answered.answered();
  expect(answered.result.current).toBe(false);
  const refused = renderWithLocationAnswer({ status: 400, data: { error: 'validation', message: 'Некорректно.' } });
  await refused.answered();
  expect(refused.result.current).toBe(false);
});
