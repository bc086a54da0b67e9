// a task of its own for each step, so the rehearsal never holds the main thread for long at once
import { nextTask } from '@apteka/ui/scheduling';

/**
 * Runs one query through RTK Query, in a store of its own whose answer is made on the spot, and resolves with
 * whether it was answered. A page's first query otherwise runs RTK Query's thunk, middleware and reducers (and immer
 * under them) for the first time inside a tap: code runs slowest the first time (V8 compiles each function at its
 * first call), 30-45 ms on a slow phone for the touch of a link whose page asks three. RTK Query is one module the
 * remotes share, so the code compiled here is the code their stores run. Nothing is sent; the store is dropped.
 * Meant for idle time, once per page.
 */
export async function rehearseQueries(): Promise<boolean> {
  const [{ configureStore }, { createApi }] = await Promise.all([
    import('@reduxjs/toolkit'),
    import('@reduxjs/toolkit/query/react'),
  ]);
  const rehearsal = createApi({
    reducerPath: 'rehearsal',
    baseQuery: async () => {
      await nextTask();
      return { data: null };
    },
    endpoints: (build) => ({ nothing: build.query<null, string>({ query: (key) => key }) }),
  });
  const store = configureStore({
    reducer: { [rehearsal.reducerPath]: rehearsal.reducer },
    middleware: (getDefault) => getDefault().concat(rehearsal.middleware),
  });
  await nextTask();
  // as a link's touch asks for its page's answers: a forced query no component subscribes to
  const result = await store.dispatch(
    rehearsal.endpoints.nothing.initiate('rehearsal', { subscribe: false, forceRefetch: true }),
  );
  return result.isSuccess;
}
