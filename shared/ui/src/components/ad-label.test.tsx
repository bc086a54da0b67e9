import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme as render } from '../testing/render-with-theme';
import { AdLabel } from './ad-label';

/** jsdom has no matchMedia: a stand-in that answers `small` for the small-phone query. */
function screenWidth(small: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: small && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('AdLabel', () => {
  it("on desktop 'Реклама' opens a popup with the advertiser; copying puts the token on the clipboard and says 'Скопировано'", async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render(<AdLabel client="ООО «Здоровье Плюс»" token="2VtzqwKXb7P" />);
    const label = screen.getByRole('button', { name: 'Реклама' });
    expect(label).toHaveAttribute('aria-expanded', 'false');
    await user.click(label);

    const popup = screen.getByRole('dialog', { name: 'Рекламное размещение' });
    expect(popup).not.toHaveAttribute('aria-modal');
    expect(label).toHaveAttribute('aria-expanded', 'true');
    expect(popup).toHaveTextContent('Рекламодатель: ООО «Здоровье Плюс»');
    expect(within(popup).getByRole('button', { name: 'Закрыть' })).toHaveFocus();

    await user.click(within(popup).getByRole('button', { name: 'Скопировать ID рекламы' }));
    expect(within(popup).getByRole('button', { name: 'Скопировано' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('2VtzqwKXb7P');
  });

  it('works from the keyboard: Enter opens, Escape closes and focus returns to the label', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render(<AdLabel client="АО «ФармИнвест»" token="LjN8KC9sz" />);
    await user.tab();
    const label = screen.getByRole('button', { name: 'Реклама' });
    expect(label).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Рекламное размещение' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Скопировать ID рекламы' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Скопировано' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(label).toHaveFocus();
  });

  it('a click outside closes the popup; reopening starts again at «Скопировать ID рекламы»', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render(
      <>
        <p>Товары</p>
        <AdLabel client="АО «ФармИнвест»" token="LjN8KC9sz" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Реклама' }));
    await user.click(screen.getByRole('button', { name: 'Скопировать ID рекламы' }));
    await user.click(screen.getByText('Товары'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Реклама' }));
    expect(screen.getByRole('button', { name: 'Скопировать ID рекламы' })).toBeInTheDocument();
  });

  it('on a small phone it is a modal sheet; Escape closes it and focus returns', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    render(<AdLabel client={null} token="LjN8KC9sz" />);
    const label = screen.getByRole('button', { name: 'Реклама' });
    await user.click(label);
    const modal = screen.getByRole('dialog', { name: 'Рекламное размещение' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).not.toHaveTextContent('Рекламодатель');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(label).toHaveFocus();
  });

  it('when the clipboard refuses, shows the token to copy by hand', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render(<AdLabel client="АО «ФармИнвест»" token="LjN8KC9sz" />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Реклама' }));
    await user.click(screen.getByRole('button', { name: 'Скопировать ID рекламы' }));
    expect(await screen.findByText('Не удалось скопировать. ID рекламы: LjN8KC9sz')).toBeInTheDocument();
  });
});
