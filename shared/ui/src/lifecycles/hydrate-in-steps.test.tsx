import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateInSteps } from './hydrate-in-steps';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Нажато {count}</button>;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

it("hydrates the server's elements in place, which then work, and returns the root to unmount", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Counter />);
  document.body.append(container);
  const button = container.querySelector('button')!;
  const drawnAnew = jest.fn();

  const root = hydrateInSteps(container, <Counter />, { onRecoverableError: drawnAnew });
  await settled();
  button.click();
  await settled();

  expect(container.querySelector('button')).toBe(button);
  expect(button).toHaveTextContent('Нажато 1');
  expect(drawnAnew).not.toHaveBeenCalled();
  root.unmount();
  await settled();
  expect(container).toBeEmptyDOMElement();
  container.remove();
});
