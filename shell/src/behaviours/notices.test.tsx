import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { CookieNotice, COOKIE_PAGE } from './cookie-notice';
import { NewReleaseNotice } from './new-release-notice';
import { announceNewRelease, pageBuildId } from './new-release';
import { analyticsConsent } from './analytics-consent';
import { watchUnsavedInput } from './unsaved-input';
import { clearPageCookies } from '../testing/page-cookies';

describe('the cookie notice', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPageCookies();
  });

  it('asks on the first visit, links to the cookie page, and records the answer once', async () => {
    const { unmount } = renderShell(<CookieNotice />);
    expect(screen.getByText(/Мы используем файлы cookie/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее о cookie' })).toHaveAttribute('href', COOKIE_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Только необходимые' }));
    expect(screen.queryByText(/Мы используем файлы cookie/)).not.toBeInTheDocument();
    expect(analyticsConsent()).toBe('denied');
    unmount();

    // the next visit of this browser is not asked again
    renderShell(<CookieNotice />);
    expect(screen.queryByText(/Мы используем файлы cookie/)).not.toBeInTheDocument();
  });

  it('grants analytics only with «Принять все», which starts the configured tag containers, their code loaded then', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'tag-containers', content: 'gtm=GTM-ABCD12' });
    document.head.append(meta);
    try {
      renderShell(<CookieNotice />);
      expect(analyticsConsent()).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Принять все' }));
      expect(analyticsConsent()).toBe('granted');
      await waitFor(() => expect(document.head.querySelector('script[src*="GTM-ABCD12"]')).not.toBeNull());
    } finally {
      meta.remove();
      document.head.querySelector('script[src*="GTM-ABCD12"]')?.remove();
    }
  });
});

describe('the new release notice', () => {
  it('appears only once a newer release is announced, and reloads only when asked', async () => {
    const reload = jest.fn();
    renderShell(<NewReleaseNotice hasUnsavedInput={() => false} reload={reload} />);
    expect(screen.queryByText('Доступна новая версия сайта')).not.toBeInTheDocument();
    act(() => announceNewRelease());
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия сайта');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('warns a shopper in the middle of a form before a reload loses it, and can wait', async () => {
    const reload = jest.fn();
    act(() => announceNewRelease());
    renderShell(<NewReleaseNotice hasUnsavedInput={() => true} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('после обновления они пропадут');
    await userEvent.click(screen.getByRole('button', { name: 'Позже' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("the page's release", () => {
  it('is the build id the server named in the page; a development build or a plain file names none', () => {
    const page = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');
    expect(pageBuildId(page('<meta name="build-id" content="a1b2c3d4e5f60718" />'))).toBe('a1b2c3d4e5f60718');
    expect(pageBuildId(page('<meta name="build-id" content="dev" />'))).toBeNull();
    expect(pageBuildId(page(''))).toBeNull();
  });
});

describe('unsaved input', () => {
  it('is what the shopper typed into a form since the last submit or page change, not a search', async () => {
    document.body.innerHTML = `
      <form role="search"><input type="search" aria-label="Поиск" /></form>
      <form id="checkout"><input aria-label="Имя" /><button>Отправить</button></form>`;
    const watch = watchUnsavedInput();
    try {
      await userEvent.type(screen.getByLabelText('Поиск'), 'аспирин');
      expect(watch.hasUnsavedInput()).toBe(false);
      await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
      expect(watch.hasUnsavedInput()).toBe(true);
      document.getElementById('checkout')!.addEventListener('submit', (event) => event.preventDefault());
      await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
      expect(watch.hasUnsavedInput()).toBe(false);
      await userEvent.type(screen.getByLabelText('Имя'), ' Мария');
      window.dispatchEvent(new Event('single-spa:routing-event'));
      expect(watch.hasUnsavedInput()).toBe(false);
    } finally {
      watch.stop();
      document.body.innerHTML = '';
    }
  });
});
