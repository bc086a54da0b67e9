import { useRef } from 'react';
import { render } from '@testing-library/react';
import { useImpression } from './impressions';
import { beginPageView } from './page-view';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: Callback[] = [];

beforeEach(() => {
  observers.length = 0;
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  };
});

function Card({ id, report }: { id: string; report: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useImpression(ref, `card-${id}`, () => report(id));
  return <div ref={ref}>{id}</div>;
}

const show = (ratio: number) =>
  observers.forEach((callback) => callback([{ isIntersecting: true, intersectionRatio: ratio }]));

describe('impressions', () => {
  it('report a card once it is at least half on screen, once per page view', () => {
    beginPageView('/catalog/a', 'A');
    const report = jest.fn();
    const { unmount } = render(<Card id="1" report={report} />);
    show(0.3);
    expect(report).not.toHaveBeenCalled();
    show(0.6);
    show(1);
    expect(report).toHaveBeenCalledTimes(1);

    unmount();
    render(<Card id="1" report={report} />);
    show(1);
    expect(report).toHaveBeenCalledTimes(1);

    beginPageView('/catalog/b', 'B');
    render(<Card id="1" report={report} />);
    show(1);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
