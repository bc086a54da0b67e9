import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { STICKY_TOP_PROPERTY } from '@apteka/contracts';
import { useHeaderOnScroll } from './use-header-on-scroll';
import { stubMatchMedia } from '../testing/match-media';

function Header({ onState }: { onState: (tucked: boolean) => void }) {
  const ref = useRef<HTMLElement>(null);
  onState(useHeaderOnScroll(ref, '(max-width: 575px)', 44));
  return <header ref={ref}>шапка</header>;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

describe('the phone header on scroll', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => setTimeout(() => callback(0), 0) as unknown as number);
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 104 });
    stubMatchMedia(() => true);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('tucks the location line away scrolling down, brings it back scrolling up, and tells remotes what it covers', () => {
    const states: boolean[] = [];
    render(<Header onState={(tucked) => states.push(tucked)} />);
    const covered = () => document.documentElement.style.getPropertyValue(STICKY_TOP_PROPERTY);
    expect(covered()).toBe('104px');

    scrollTo(60); // near the top: always whole
    expect(states.at(-1)).toBe(false);
    scrollTo(400);
    expect(states.at(-1)).toBe(true);
    expect(covered()).toBe('60px');
    scrollTo(404); // a tremble changes nothing
    expect(states.at(-1)).toBe(true);
    scrollTo(300);
    expect(states.at(-1)).toBe(false);
    expect(covered()).toBe('104px');
  });
});
