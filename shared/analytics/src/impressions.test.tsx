import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { useImpression } from './impressions';
import { beginPageView } from './page-view';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let created = 0;
let callback: Callback = () => undefined;
const observed = new Set<Element>();

beforeEach(() => {
  created = 0;
  observed.clear();
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(next: Callback) {
      created += 1;
      callback = next;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  };
});

function Card({ id, report }: { id: string; report: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useImpression(ref, `card-${id}`, () => report(id));
  return <div ref={ref}>{id}</div>;
}

/** The observer tells what it watches that `ratio` of it is on screen. */
const show = (ratio: number, only?: (element: Element) => boolean) =>
  act(() =>
    callback(
      [...observed]
        .filter((element) => !only || only(element))
        .map((target) => ({ target, isIntersecting: true, intersectionRatio: ratio })),
    ),
  );

describe('impressions', () => {
  it('report a card once it is at least half on screen, once per page view', () => {
    beginPageView('/catalog/a');
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

    beginPageView('/catalog/b');
    render(<Card id="1" report={report} />);
    show(1);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('watch every card of a page with one observer, each reported when it is seen', () => {
    beginPageView('/catalog/c');
    const report = jest.fn();
    const { unmount } = render(
      <>
        {['1', '2', '3'].map((id) => (
          <Card key={id} id={id} report={report} />
        ))}
      </>,
    );
    expect(created).toBe(1);
    expect(observed.size).toBe(3);
    show(1, (element) => element.textContent === '2');
    expect(report.mock.calls).toEqual([['2']]);
    expect(observed.size).toBe(2);
    unmount();
    // nothing watched: the observer is let go
    expect(observed.size).toBe(0);
  });
});
