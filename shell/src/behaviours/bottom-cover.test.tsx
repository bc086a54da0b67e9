import { render } from '@testing-library/react';
import { BOTTOM_NOTICES_PROPERTY } from '@apteka/contracts';
import { useBottomCover } from './bottom-cover';

/** jsdom lays nothing out: each element says where it stands by data-top and data-height. */
function boxOf(element: Element): DOMRect {
  const top = Number((element as HTMLElement).dataset.top ?? 0);
  const height = Number((element as HTMLElement).dataset.height ?? 0);
  return { top, height, bottom: top + height, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => '' };
}

let resized: (() => void) | null = null;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

function Stack({
  notices,
  position = 'fixed',
}: {
  notices: Array<{ top: number; height: number }>;
  position?: 'fixed' | 'static';
}) {
  const ref = useBottomCover();
  return (
    <div ref={ref} data-bottom-cover="stack" style={{ position }} data-top={844 - 60 - 4} data-height={4}>
      {notices.map((notice) => (
        <section key={notice.top} data-top={notice.top} data-height={notice.height} />
      ))}
    </div>
  );
}

const reach = () => document.documentElement.style.getPropertyValue(BOTTOM_NOTICES_PROPERTY);

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxOf(this);
  });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  document.documentElement.style.removeProperty(BOTTOM_NOTICES_PROPERTY);
});

test('a notice standing above the bottom navigation lifts the bars fixed at the foot by as much as it reaches', () => {
  // a notice 80 px tall over 4 px of padding, above the 60 px navigation of an 844 px window
  render(<Stack notices={[{ top: 844 - 60 - 4 - 80, height: 80 }]} />);
  resized?.();
  expect(reach()).toBe('84px');
});

test('the highest of several notices counts', () => {
  render(
    <Stack
      notices={[
        { top: 600, height: 90 },
        { top: 698, height: 82 },
      ]}
    />,
  );
  resized?.();
  expect(reach()).toBe(`${844 - 60 - 600}px`);
});

test('an empty stack, or one in the page flow, covers nothing; a stack that leaves gives its room back', () => {
  const { rerender, unmount } = render(<Stack notices={[]} />);
  resized?.();
  expect(reach()).toBe('');

  rerender(<Stack notices={[{ top: 700, height: 80 }]} position="static" />);
  resized?.();
  expect(reach()).toBe('');

  rerender(<Stack notices={[{ top: 700, height: 80 }]} />);
  resized?.();
  expect(reach()).toBe('84px');
  unmount();
  expect(reach()).toBe('');
});
