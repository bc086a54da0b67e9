import { act, render, screen } from '@testing-library/react';
import { useIdle } from './use-idle';

function Probe() {
  return <p>{useIdle() ? 'готово' : 'ждёт'}</p>;
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

  it('turns true once the page is quiet on a device with time to spare', async () => {
    deviceSays({ hardwareConcurrency: 8, deviceMemory: 8 });
    jest.useFakeTimers();
    render(<Probe />);
    expect(screen.getByText('ждёт')).toBeInTheDocument();
    // a browser without idle callbacks counts a fixed moment as quiet
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.getByText('готово')).toBeInTheDocument();
  });

  it('stays false on a budget phone, however quiet the page', async () => {
    deviceSays({ hardwareConcurrency: 2, deviceMemory: 2 });
    jest.useFakeTimers();
    render(<Probe />);
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(screen.getByText('ждёт')).toBeInTheDocument();
  });
});
