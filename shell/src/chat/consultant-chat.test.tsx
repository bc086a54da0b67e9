import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, mockApi } from '../testing/render-shell';
import { ConsultantChat } from './consultant-chat';
import { resetHostedChat } from './hosted-chat';

function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const SIGNED = { id: '77', name: 'Анна Иванова', phone: '+7 916 123-45-67', email: null, hash: 'a'.repeat(64) };

describe('the consultant chat', () => {
  beforeEach(() => {
    resetHostedChat();
    document.head.innerHTML = '';
  });

  it('hides on the basket and shows again elsewhere', () => {
    window.history.replaceState(null, '', '/catalog');
    renderShell(<ConsultantChat status={200} />);
    expect(screen.getByRole('button', { name: 'Чат с консультантом' })).toBeVisible();
    goTo('/basket/');
    expect(screen.queryByRole('button', { name: 'Чат с консультантом' })).not.toBeInTheDocument();
    goTo('/pharmacies');
    expect(screen.getByRole('button', { name: 'Чат с консультантом' })).toBeVisible();
  });

  it('is not offered on a page answered 404', () => {
    window.history.replaceState(null, '', '/no-such-page');
    renderShell(<ConsultantChat status={404} />);
    expect(screen.queryByRole('button', { name: 'Чат с консультантом' })).not.toBeInTheDocument();
  });

  it('opens the built-in panel: history, sending, an answer arriving, a refusal in Russian, and focus back on close', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    window.history.replaceState(null, '', '/catalog');
    let answers: unknown[] = [];
    const calls = mockApi(({ url, method, data }) => {
      if (url === '/chat/config') return { status: 200, data: { provider: 'builtin', user: null } };
      if (url?.startsWith('/chat/messages') && method === 'GET') return { status: 200, data: { messages: answers } };
      if (url === '/chat/messages' && method === 'POST') {
        const text = (data as { text: string }).text;
        if (text === 'спам')
          return {
            status: 429,
            data: { error: 'rate_limited', message: 'Слишком много сообщений. Попробуйте через 5 минут.' },
          };
        return { status: 201, data: { id: 1, author: 'shopper', text, at: '2026-11-25T10:00:00.000Z' } };
      }
      return { status: 404, data: {} };
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShell(<ConsultantChat status={200} />);
    const button = screen.getByRole('button', { name: 'Чат с консультантом' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Чат с консультантом' });
    // the dialog moves the focus in after its first paint, not as it appears
    await waitFor(() => expect(screen.getByLabelText('Ваше сообщение')).toHaveFocus());
    expect(await screen.findByText('Напишите нам — обычно отвечаем за несколько минут.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByLabelText('Ваше сообщение')).toHaveAccessibleDescription('Напишите сообщение.');
    await user.type(screen.getByLabelText('Ваше сообщение'), 'Есть ли детский нурофен?{Enter}');
    expect(await within(screen.getByRole('log')).findByText('Есть ли детский нурофен?')).toBeInTheDocument();
    expect(screen.getByLabelText('Ваше сообщение')).toHaveValue('');

    answers = [{ id: 2, author: 'operator', text: 'Да, есть.', at: '2026-11-25T10:01:00.000Z' }];
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(await within(screen.getByRole('log')).findByText('Да, есть.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/chat/messages?after=1')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Ваше сообщение'), 'спам{Enter}');
    expect(await screen.findByText('Слишком много сообщений. Попробуйте через 5 минут.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    jest.useRealTimers();
  });

  it('a hosted chat loads its widget once with the nonce and passes the signed customer', async () => {
    window.history.replaceState(null, '', '/catalog');
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce" />';
    mockApi(() => ({ status: 200, data: { provider: 'jivo', widgetId: 'AbC123', user: SIGNED } }));
    const jivo = { open: jest.fn(), setContactInfo: jest.fn(), setUserToken: jest.fn(), setCustomData: jest.fn() };
    renderShell(<ConsultantChat status={200} />);
    await userEvent.click(screen.getByRole('button', { name: 'Чат с консультантом' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector('script');
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(script.src).toBe('https://code.jivosite.com/widget/AbC123');
    expect(script.nonce).toBe('n0nce');
    const page = window as unknown as { jivo_api?: typeof jivo; jivo_onLoadCallback?: () => void };
    page.jivo_api = jivo;
    act(() => page.jivo_onLoadCallback?.());
    await waitFor(() => expect(jivo.open).toHaveBeenCalled());
    expect(jivo.setContactInfo).toHaveBeenCalledWith({ name: 'Анна Иванова', phone: '+7 916 123-45-67' });
    expect(jivo.setUserToken).toHaveBeenCalledWith(SIGNED.hash);
  });
});
