import { act, render, screen } from '@testing-library/react';
import { useIdle, useStepsAhead } from './use-idle';

function Probe() {
  return <p>{useIdle() ? 'готово' : 'ждёт'}</p>;
}

function Steps({ count }: { count: number }) {
  return <p>шагов: {useStepsAhead(count)}</p>;
}

/** What the navigator says of the device, for one test. */
function deviceSays(hints: { hardwareConcurrency: number; deviceMemory?: number }) {
  for (const [key, value] of Object.entries(hints))
    Object.defineProperty(navigator, key, { value, configurable: true });
}

describe('useIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'hardwareConcurrency');
    Reflect.deleteProperty(navigator, 'deviceMemory');
    jest.useRealTimers();
  });

  it('stays false while the page is busy and turns true once it is quiet', async () => {
    jest.useFakeTimers();
    render(<Probe />);
    expect(screen.getByText('ждёт')).toBeInTheDocument();
    // a browser without idle callbacks counts a fixed moment as quiet
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.getByText('готово')).toBeInTheDocument();
  });

  it('readies ahead on a budget phone too, with no touch of the shopper', async () => {
    deviceSays({ hardwareConcurrency: 2, deviceMemory: 2 });
    jest.useFakeTimers();
    render(<Probe />);
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(screen.getByText('готово')).toBeInTheDocument();
  });
});

describe('useStepsAhead', () => {
  afterEach(() => jest.useRealTimers());

  it('takes one step at quiet and one more at each idle moment after it, never past the count', async () => {
    jest.useFakeTimers();
    render(<Steps count={2} />);
    expect(screen.getByText('шагов: 0')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.getByText('шагов: 1')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.getByText('шагов: 2')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(screen.getByText('шагов: 2')).toBeInTheDocument();
  });
});
