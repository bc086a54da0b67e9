import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderWithTheme } from '@apteka/ui/testing';
import { productDetail } from '../../testing/fixtures';
import { StickyBuyBar } from './sticky-buy-bar';

let report: (entry: Partial<IntersectionObserverEntry>) => void = () => undefined;

beforeEach(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
      report = (entry) => callback([entry]);
    }
    observe() {}
    disconnect() {}
  };
});

function Page({ onAdd }: { onAdd: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const product = productDetail();
  return (
    <>
      <div ref={box}>buy box</div>
      <StickyBuyBar product={product} buyButtons={box} unavailable={false} onAdd={onAdd} />
    </>
  );
}

const at = (top: number, isIntersecting: boolean) =>
  act(() => report({ isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }));

describe('the sticky buy bar', () => {
  it('appears once the buy box has scrolled above the window, and goes when it is back', async () => {
    const onAdd = jest.fn();
    renderWithTheme(<Page onAdd={onAdd} />);
    expect(screen.queryByTestId('sticky-buy-bar')).not.toBeInTheDocument();
    at(900, false); // not reached yet: below the window
    expect(screen.queryByTestId('sticky-buy-bar')).not.toBeInTheDocument();
    at(-300, false);
    const bar = screen.getByTestId('sticky-buy-bar');
    await userEvent.click(screen.getByRole('button', { name: /^В корзину:/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    at(100, true);
    expect(bar).not.toBeInTheDocument();
  });
});
