import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { usePageFocus } from './use-page-focus';

function Page() {
  const main = useRef<HTMLElement>(null);
  usePageFocus(main);
  return (
    <>
      <button type="button">Каталог</button>
      <main ref={main} tabIndex={-1}>
        содержимое
      </main>
    </>
  );
}

/** A link followed: single-spa fires popstate for the pushState, marked as such. */
function go(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(Object.assign(new PopStateEvent('popstate'), { singleSpaTrigger: 'pushState' }));
}

/** Back or Forward: the browser's own popstate. */
function back(url: string) {
  window.history.replaceState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('usePageFocus', () => {
  // jsdom lays nothing out and has no scrolling of its own: the calls are watched instead
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    window.history.replaceState(null, '', '/catalog/vitaminy');
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('moves focus to the main content when another page opens', () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Каталог' }).focus();
    go('/catalog/vitaminy/vitamin-d');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone when only the query or the region segment changes', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Каталог' });
    button.focus();
    go('/catalog/vitaminy?sort=cheap&page=2');
    expect(button).toHaveFocus();
    go('/sankt-peterburg-27/catalog/vitaminy/');
    expect(button).toHaveFocus();
    go('/sankt-peterburg-27/alphabet');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts a page opened by a link at its top, and leaves Back to the browser', () => {
    render(<Page />);
    go('/catalog/vitaminy?sort=cheap');
    expect(scrollTo).not.toHaveBeenCalled();
    go('/catalog/product/vitamin-d-12');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    back('/catalog/vitaminy');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
