import { act, screen, waitFor, within } from '@testing-library/react';
import { holdFrames, renderWithTheme as render } from '../testing/render-with-theme';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Открыть</button>
      {open && (
        <Dialog title="Выбор города" onClose={() => setOpen(false)}>
          <button>Москва</button>
          <button>Казань</button>
        </Dialog>
      )}
    </>
  );
}

/** The browser's Back: a moment later it is on the page's own entry again, and says so with a popstate. */
const backReturnsTo = (path: string) =>
  jest.spyOn(window.history, 'back').mockImplementation(() => {
    setTimeout(() => {
      window.history.replaceState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, 0);
  });

describe('Dialog', () => {
  it('is labelled, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Выбор города' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // mounted to open, it gets no compositor layer of its own
    expect(dialog.parentElement).not.toHaveStyle({ willChange: 'opacity' });
    // the focus moves in once the dialog is painted, outside the tap that opened it
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus());

    await user.tab();
    expect(screen.getByRole('button', { name: 'Москва' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Казань' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus to the element marked data-autofocus', async () => {
    render(
      <Dialog title="Чат" onClose={() => undefined}>
        <button>Правила</button>
        <textarea aria-label="Сообщение" data-autofocus />
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveFocus());
  });

  it('a Tab pressed before the focus has moved in lands inside, and a place taken inside is kept', async () => {
    jest.useFakeTimers();
    const frames = holdFrames();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    expect(opener).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Москва' })).toHaveFocus();
    // the frame is painted at last, and the moment a page without frames waits passes: the place stays
    act(() => {
      frames.paint();
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Москва' })).toHaveFocus();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('two dialogs open at once never pull the focus from each other, and the page scrolls again once both close', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <Dialog title="Чат" onClose={() => undefined}>
          <button>Правила</button>
        </Dialog>
        <Dialog title="Вам может пригодиться" onClose={() => undefined}>
          <button>В корзину</button>
        </Dialog>
      </>,
    );
    const [, top] = screen.getAllByRole('dialog');
    await waitFor(() => expect(within(top!).getByRole('button', { name: 'Закрыть' })).toHaveFocus());
    await user.tab();
    expect(within(top!).getByRole('button', { name: 'В корзину' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('closed before its first paint, leaves the page scrolling', async () => {
    const { unmount } = render(
      <Dialog title="Чат" onClose={() => undefined}>
        <button>Правила</button>
      </Dialog>,
    );
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(document.body.style.overflow).toBe('');
  });

  it('kept drawn but closed, is hidden, takes neither the focus nor the page, and shows as it opens', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/catalog/vitaminy');
    const length = window.history.length;
    function Kept() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Фильтры</button>
          <Dialog title="Фильтры" variant="sheet" open={open} onClose={() => setOpen(false)}>
            <button>Показать</button>
          </Dialog>
        </>
      );
    }
    render(<Kept />);
    const opener = screen.getByRole('button', { name: 'Фильтры' });
    const drawn = document.querySelector('[role="dialog"]');
    expect(drawn).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // drawn for the compositor, but out of sight, out of the pointer's and the keyboard's way
    expect(drawn).not.toBeVisible();
    expect(drawn?.parentElement).toHaveAttribute('inert');
    expect(drawn?.parentElement).toHaveStyle({ willChange: 'opacity' });
    expect(document.body.style.overflow).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(window.history.length).toBe(length);
    expect(document.activeElement).toBe(document.body);

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBe(drawn);
    expect(drawn).toBeVisible();
    expect(drawn?.parentElement).not.toHaveAttribute('inert');
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus());
    await waitFor(() => expect(window.history.length).toBe(length + 1));

    const back = backReturnsTo('/catalog/vitaminy');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[role="dialog"]')).toBe(drawn);
    expect(drawn).not.toBeVisible();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
    expect(back).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.history.state).toBeNull());
    back.mockRestore();
  });

  it('a sheet closes on the system back gesture, and takes its history entry back when closed otherwise', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/catalog/vitaminy');
    const length = window.history.length;
    function Sheet() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog title="Фильтры" variant="sheet" onClose={() => setOpen(false)}>
          <button>Показать</button>
        </Dialog>
      ) : (
        <p>закрыто</p>
      );
    }
    const first = render(<Sheet />);
    await waitFor(() => expect(window.history.length).toBe(length + 1));
    // Back: the browser restores the entry before the sheet and says so with a popstate
    window.history.replaceState(null, '', '/catalog/vitaminy');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByText('закрыто')).toBeInTheDocument();
    first.unmount();

    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {
      setTimeout(() => window.dispatchEvent(new PopStateEvent('popstate')), 0);
    });
    render(<Sheet />);
    await waitFor(() => expect(window.history.length).toBe(length + 2));
    // single-spa's own popstate for a pushState (a filter applied inside the sheet) is not a Back
    act(() => void window.dispatchEvent(Object.assign(new PopStateEvent('popstate'), { singleSpa: true })));
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('закрыто')).toBeInTheDocument();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('a sheet opened as another closes waits for that one’s Back, and is not closed by it', async () => {
    window.history.replaceState(null, '', '/');
    const back = backReturnsTo('/');
    function Sheets() {
      const [which, setWhich] = useState<'location' | 'cities' | null>('location');
      if (which === 'location')
        return (
          <Dialog key="location" title="Город и способ получения" variant="sheet" onClose={() => setWhich(null)}>
            <button onClick={() => setWhich('cities')}>Москва</button>
          </Dialog>
        );
      if (which === 'cities')
        return (
          <Dialog key="cities" title="Выберите город" variant="sheet" onClose={() => setWhich(null)}>
            <button>Казань</button>
          </Dialog>
        );
      return <p>закрыто</p>;
    }
    render(<Sheets />);
    await waitFor(() => expect((window.history.state as { apteka_sheet?: string } | null)?.apteka_sheet).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Москва' }));
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((window.history.state as { apteka_sheet?: string } | null)?.apteka_sheet).toBeDefined());
    expect(screen.getByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
    back.mockRestore();
  });
});
