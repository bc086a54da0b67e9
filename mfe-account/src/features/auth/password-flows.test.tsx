import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import { ANONYMOUS, codeSent, SIGNED_IN } from '../../testing/fixtures';
import { browser } from '../../common/browser';
import { busEvents, renderAccount, stopListening } from '../../testing/render-account';

afterEach(() => {
  stopListening();
  bus.set('user', null);
});

describe('sign-in by password', () => {
  it('asks for both fields, shows the lock message of the server, and signs in', async () => {
    const user = userEvent.setup();
    const sessions = busEvents('auth/session-changed');
    let tries = 0;
    const api = renderAccount(
      '/lk',
      {
        'POST /customer/auth': ({ body }) =>
          ++tries === 1
            ? {
                status: 403,
                data: {
                  error: 'account_locked',
                  message: 'Слишком много неверных паролей. Вход заблокирован на 15 минут.',
                },
              }
            : (body as { login: string }).login === 'anna@example.ru'
              ? { data: SIGNED_IN }
              : { status: 400, data: { error: 'x', message: 'x' } },
      },
      ANONYMOUS,
    );
    await user.click(await screen.findByRole('button', { name: 'По паролю' }));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByLabelText('Телефон или электронная почта')).toHaveAccessibleDescription(
      'Введите телефон или электронную почту.',
    );
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Введите пароль.');
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(screen.getByLabelText('Телефон или электронная почта'), ' anna@example.ru ');
    await user.type(screen.getByLabelText('Пароль'), 'secret123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Вход заблокирован на 15 минут');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(sessions).toEqual([{ signedIn: true }]));
  });
});

describe('forgotten password', () => {
  it('goes from the phone to the code to a new password typed twice, and signs in', async () => {
    const user = userEvent.setup();
    const sessions = busEvents('auth/session-changed');
    const bodies: unknown[] = [];
    renderAccount(
      '/lk',
      {
        'POST /customer/forgot-password': ({ body }) => ({ data: codeSent((body as { phone: string }).phone) }),
        'POST /customer/forgot-password-check': ({ body }) => {
          bodies.push(body);
          return { data: { resetToken: 'reset-token-1' } };
        },
        'POST /customer/update-password': ({ body }) => {
          bodies.push(body);
          return { data: SIGNED_IN };
        },
      },
      ANONYMOUS,
    );
    await user.click(await screen.findByRole('button', { name: 'По паролю' }));
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Номер телефона'), '9001234567{Enter}');
    await user.type(await screen.findByLabelText('Код из SMS'), '111222{Enter}');

    const password = await screen.findByLabelText('Новый пароль');
    await user.type(password, 'short1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'short1{Enter}');
    expect(password).toHaveAccessibleDescription(/Пароль должен быть не короче 8 символов/);

    await user.clear(password);
    await user.type(password, 'новыйпароль7');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль и войти' }));
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают.');

    await user.clear(screen.getByLabelText('Повторите пароль'));
    await user.type(screen.getByLabelText('Повторите пароль'), 'новыйпароль7{Enter}');
    await waitFor(() => expect(sessions).toEqual([{ signedIn: true }]));
    expect(bodies).toEqual([
      { phone: '+7 900 123-45-67', code: '111222' },
      { resetToken: 'reset-token-1', password: 'новыйпароль7' },
    ]);
  });
});

describe('registration', () => {
  it('confirms the phone, checks every field in Russian, shows a refused e-mail beside it, and creates the account', async () => {
    const user = userEvent.setup();
    const sessions = busEvents('auth/session-changed');
    const bodies: unknown[] = [];
    renderAccount(
      '/lk/register',
      {
        'POST /customer/register/code': ({ body }) => ({ data: codeSent((body as { phone: string }).phone) }),
        'POST /customer/register': ({ body }) => {
          bodies.push(body);
          return bodies.length === 1
            ? {
                status: 409,
                data: {
                  error: 'email_taken',
                  message: 'Эта почта уже привязана к другому кабинету.',
                  fields: { email: 'Эта почта уже привязана к другому кабинету.' },
                },
              }
            : { data: SIGNED_IN };
        },
      },
      ANONYMOUS,
    );
    await user.type(await screen.findByLabelText('Номер телефона'), '+7 (900) 123-45-67{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(screen.getByLabelText('Код из SMS')).toHaveAccessibleDescription('Введите код из SMS.'));
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Введите имя.');
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(/Придумайте пароль/);
    expect(screen.getByText(/Без согласия на обработку персональных данных/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Код из SMS'), '123456');
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Электронная почта (необязательно)'), 'anna@example.ru');
    await user.type(screen.getByLabelText('Новый пароль'), 'пароль2026');
    await user.type(screen.getByLabelText('Повторите пароль'), 'пароль2026');
    await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByLabelText('Электронная почта (необязательно)')).toHaveAccessibleDescription(
      'Эта почта уже привязана к другому кабинету.',
    );

    await user.clear(screen.getByLabelText('Электронная почта (необязательно)'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(sessions).toEqual([{ signedIn: true }]));
    expect(bodies[1]).toEqual({
      phone: '+7 900 123-45-67',
      code: '123456',
      firstName: 'Анна',
      password: 'пароль2026',
      mailingAgree: false,
      personalDataConsent: true,
    });
  });
});

describe('external providers', () => {
  it('asks the API for the provider link with where to come back, and leaves for it', async () => {
    const user = userEvent.setup();
    const api = renderAccount(
      '/lk?returnTo=%2Fcatalog%2Fvitaminy',
      {
        'GET /oauth/yandex/oauth-link': ({ params }) => ({
          data: { url: `/api/oauth-sandbox/yandex/authorize?back=${String(params.returnTo)}` },
        }),
      },
      ANONYMOUS,
    );
    const assign = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Яндекс ID' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/oauth-sandbox/yandex/authorize?back=/catalog/vitaminy'),
    );
    expect(api.calls).toContain('GET /oauth/yandex/oauth-link?returnTo=%2Fcatalog%2Fvitaminy');
  });
});
