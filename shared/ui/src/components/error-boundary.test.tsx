import { screen, act } from '@testing-library/react';
import { renderWithTheme as render } from '../testing/render-with-theme';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Страница</p>;
}

function Counter() {
  const [n] = useState(0);
  return <Flaky key={n} />;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the generic message and recovers on "Try again?"', async () => {
    render(
      <ErrorBoundary area="test">
        <Counter />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, there is an error!');
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(screen.getByText('Страница')).toBeInTheDocument();
  });

  it('clears on the next route change', () => {
    render(
      <ErrorBoundary area="test">
        <Counter />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    act(() => {
      window.history.pushState({}, '', '/another-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Страница')).toBeInTheDocument();
  });
});
