import { act, render, screen } from '@testing-library/react';
import { useIdle } from './use-idle';

function Probe() {
  return <p>{useIdle() ? 'готово' : 'ждёт'}</p>;
}

describe('useIdle', () => {
  afterEach(() => Reflect.deleteProperty(window, 'requestIdleCallback'));

  it('is false until the browser has an idle moment, then true', async () => {
    const waiting: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => waiting.push(callback),
      cancelIdleCallback: () => undefined,
    });
    render(<Probe />);
    expect(screen.getByText('ждёт')).toBeInTheDocument();
    await act(async () => waiting.splice(0).forEach((callback) => callback({} as IdleDeadline)));
    expect(screen.getByText('готово')).toBeInTheDocument();
  });

  it('counts a moment later as idle in a browser without idle callbacks', async () => {
    jest.useFakeTimers();
    render(<Probe />);
    expect(screen.getByText('ждёт')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.getByText('готово')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
