import { act, screen } from '@testing-library/react';
import { renderWithTheme as render } from '../testing/render-with-theme';
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

describe('Dialog', () => {
  it('is labelled, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Выбор города' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();

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

  it('gives the focus to the element marked data-autofocus', () => {
    render(
      <Dialog title="Чат" onClose={() => undefined}>
        <button>Правила</button>
        <textarea aria-label="Сообщение" data-autofocus />
      </Dialog>,
    );
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveFocus();
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
    expect(window.history.length).toBe(length + 1);
    // Back: the browser restores the entry before the sheet and says so with a popstate
    window.history.replaceState(null, '', '/catalog/vitaminy');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByText('закрыто')).toBeInTheDocument();
    first.unmount();

    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<Sheet />);
    // single-spa's own popstate for a pushState (a filter applied inside the sheet) is not a Back
    act(() => void window.dispatchEvent(Object.assign(new PopStateEvent('popstate'), { singleSpa: true })));
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('закрыто')).toBeInTheDocument();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});
