import { lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { configureStore, createSlice, type Store } from '@reduxjs/toolkit';
import { act } from '@testing-library/react';
import { StoreProvider } from './store-provider';

const notice = createSlice({
  name: 'notice',
  initialState: { cookieAsked: true },
  reducers: { answered: (state) => ({ ...state, cookieAsked: false }) },
});
const makeStore = () => configureStore({ reducer: { notice: notice.reducer } });

/** Hidden while the cookie question is asked, as the city's question is on a phone. */
function CityQuestion() {
  const cookieAsked = useSelector((state: { notice: { cookieAsked: boolean } }) => state.notice.cookieAsked);
  return <section className={cookieAsked ? 'waiting' : 'asked'}>Ваш город — Москва?</section>;
}

/**
 * The server draws the question while the cookie notice is up; in the browser the question's part hydrates only
 * after the shopper has answered the notice (a part hydrates when its code is there, and the touched part first).
 */
async function hydrateAfterAnAnswer(Wrapper: ComponentType<{ store: Store; children: React.ReactNode }>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Provider store={makeStore()}>
      <Suspense fallback={null}>
        <CityQuestion />
      </Suspense>
    </Provider>,
  );
  document.body.append(container);
  let arrive: (part: { default: typeof CityQuestion }) => void = () => undefined;
  const LaterPart = lazy(() => new Promise<{ default: typeof CityQuestion }>((resolve) => (arrive = resolve)));
  const store = makeStore();
  const mismatches = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Wrapper store={store}>
        <Suspense fallback={null}>
          <LaterPart />
        </Suspense>
      </Wrapper>,
      { onRecoverableError: mismatches },
    );
  });
  act(() => {
    store.dispatch(notice.actions.answered());
  });
  await act(async () => arrive({ default: CityQuestion }));
  const question = container.querySelector('section')!;
  const result = { className: question.className };
  act(() => root!.unmount());
  container.remove();
  return result;
}

it('hydrates a late part with the state the page began with, then shows the state the store has now', async () => {
  expect(await hydrateAfterAnAnswer(StoreProvider)).toEqual({ className: 'asked' });
});

it('(a plain Provider keeps the server’s attributes where a late part hydrates with newer state)', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await hydrateAfterAnAnswer(Provider)).toEqual({ className: 'waiting' });
  } finally {
    errors.mockRestore();
  }
});
