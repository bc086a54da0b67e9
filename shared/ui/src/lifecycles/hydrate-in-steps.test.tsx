import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { hydrateInSteps } from './hydrate-in-steps';

function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [count, setCount] = useState(0);
  // effects run only once the markup is hydrated
  useEffect(onHydrated, [onHydrated]);
  return <button onClick={() => setCount(count + 1)}>Нажато {count}</button>;
}

it("hydrates the server's elements in place, which then work, and returns the root to unmount", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Counter onHydrated={() => undefined} />);
  document.body.append(container);
  const button = container.querySelector('button')!;
  const drawnAnew = jest.fn();
  const hydrated = jest.fn();

  // act returns once React has done all the work it was given, however many slices the transition took
  let root: Root | undefined;
  await act(async () => {
    root = hydrateInSteps(container, <Counter onHydrated={hydrated} />, { onRecoverableError: drawnAnew });
  });
  expect(hydrated).toHaveBeenCalledTimes(1);
  act(() => button.click());

  expect(container.querySelector('button')).toBe(button);
  expect(button).toHaveTextContent('Нажато 1');
  expect(drawnAnew).not.toHaveBeenCalled();
  act(() => root!.unmount());
  expect(container).toBeEmptyDOMElement();
  container.remove();
});
