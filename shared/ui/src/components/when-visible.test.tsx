import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible';

type Watcher = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('WhenVisible', () => {
  const watchers: Array<{ watch: Watcher; margin: string | undefined }> = [];
  beforeEach(() => {
    watchers.length = 0;
    window.IntersectionObserver = class {
      constructor(watch: Watcher, options?: { rootMargin?: string }) {
        watchers.push({ watch, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('draws its content once the shopper scrolls near it, and keeps it', () => {
    render(
      <WhenVisible margin={400}>
        <h2>Аналоги</h2>
      </WhenVisible>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(watchers[0]!.margin).toBe('400px 0px');
    act(() => watchers[0]!.watch([{ isIntersecting: false }]));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => watchers[0]!.watch([{ isIntersecting: true }]));
    expect(screen.getByRole('heading', { name: 'Аналоги' })).toBeInTheDocument();
  });

  it('draws it at once where the browser cannot tell where the shopper is', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <WhenVisible>
        <h2>Аналоги</h2>
      </WhenVisible>,
    );
    expect(screen.getByRole('heading', { name: 'Аналоги' })).toBeInTheDocument();
  });
});
