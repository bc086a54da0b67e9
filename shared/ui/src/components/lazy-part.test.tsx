import { Suspense, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

function Help({ onCall = () => undefined }: { onCall?: () => void }) {
  return (
    <footer>
      <button type="button" onClick={onCall}>
        Позвонить
      </button>
    </footer>
  );
}

describe('a lazy part', () => {
  it('drawn before it is loaded, asks for its code and then draws', async () => {
    const load = jest.fn(() => Promise.resolve(Help));
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Позвонить' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('that waits for its schedule asks for nothing when drawn, and draws once `load` is called', async () => {
    const load = jest.fn(() => Promise.resolve(Help));
    const Part = lazyPart(load, { waitsForLoad: true });
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Part />
      </Suspense>,
    );
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Загрузка')).toBeInTheDocument();

    await act(() => Part.load());
    expect(screen.getByRole('button', { name: 'Позвонить' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for its code again after a failed load', async () => {
    const load = jest
      .fn<Promise<typeof Help>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Help);
    const Part = lazyPart(load);
    await expect(Part.load()).rejects.toThrow('chunk failed');
    await expect(Part.load()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a lazy part the server drew, in the browser's hydration", () => {
  let redraw: () => void = () => undefined;
  /** A frame drawn again by its own state, as the shell's layout is by its answers and the bus. */
  function Frame({ drawPart }: { drawPart: () => ReactNode }) {
    const [count, setCount] = useState(0);
    redraw = () => setCount((was) => was + 1);
    return (
      <>
        <p>Перерисовок: {count}</p>
        {drawPart()}
      </>
    );
  }

  /** The server's copy of the part is loaded before it draws; the browser's waits for its schedule. */
  async function drawnByServer() {
    const ServerPart = lazyPart(() => Promise.resolve(Help));
    await ServerPart.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Frame
        drawPart={() => (
          <Suspense fallback={null}>
            <ServerPart />
          </Suspense>
        )}
      />,
    );
    document.body.appendChild(container);
    return container;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps its markup while its code is on the way, through a redraw of the frame, then hydrates it', async () => {
    const calls: string[] = [];
    const BrowserPart = lazyPart(() => Promise.resolve(Help), { waitsForLoad: true });
    // one element for the page's life, as the shell draws its footer
    const boundary = (
      <Suspense fallback={null}>
        <BrowserPart onCall={() => calls.push('звонок')} />
      </Suspense>
    );
    const container = await drawnByServer();
    const drawnButton = container.querySelector('button');
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Frame drawPart={() => boundary} />, { onRecoverableError: recoverable }),
    );

    act(() => redraw());
    expect(container.textContent).toContain('Перерисовок: 1');
    expect(container.querySelector('button')).toBe(drawnButton);

    await act(() => BrowserPart.load());
    act(() => container.querySelector('button')!.click());
    expect(calls).toEqual(['звонок']);
    expect(container.querySelector('button')).toBe(drawnButton);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('drawn anew by a redraw that gives its boundary new props: the markup goes until the code arrives', async () => {
    const BrowserPart = lazyPart(() => Promise.resolve(Help), { waitsForLoad: true });
    const container = await drawnByServer();
    // the same element written inline is a new one at each draw of the frame
    const inline = () => (
      <Suspense fallback={null}>
        <BrowserPart />
      </Suspense>
    );
    const root = await act(async () =>
      hydrateRoot(container, <Frame drawPart={inline} />, { onRecoverableError: () => undefined }),
    );
    expect(container.querySelector('button')).not.toBeNull();
    act(() => redraw());
    expect(container.querySelector('button')).toBeNull();
    await act(() => BrowserPart.load());
    expect(container.querySelector('button')).not.toBeNull();
    act(() => root.unmount());
  });
});
