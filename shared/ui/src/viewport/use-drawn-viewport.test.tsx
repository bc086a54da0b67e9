import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ServerViewportContext } from './viewport-context';
import { useDrawnViewport } from './use-drawn-viewport';

function Shows() {
  return <p>{useDrawnViewport()}</p>;
}

afterEach(() => document.documentElement.removeAttribute('data-viewport'));

test('on the server, the viewport it draws for', () => {
  expect(
    renderToString(
      <ServerViewportContext.Provider value="desktop">
        <Shows />
      </ServerViewportContext.Provider>,
    ),
  ).toContain('desktop');
});

test("in the browser, the one the page says it was drawn for, whatever the window's width", () => {
  document.documentElement.setAttribute('data-viewport', 'desktop');
  render(<Shows />);
  expect(screen.getByText('desktop')).toBeInTheDocument();
});

test('a page that does not say was drawn for a phone', () => {
  render(<Shows />);
  expect(screen.getByText('phone')).toBeInTheDocument();
});
