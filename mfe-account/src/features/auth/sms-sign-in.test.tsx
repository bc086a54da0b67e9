import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { ANONYMOUS, codeSent, SIGNED_IN } from '../../testing/fixtures';
import { busEvents, renderAccount, stopListening } from '../../testing/render-account';

afterEach(() => {
  stopListening();
  bus.set('user', null);
});

describe('sign-in by SMS code', () => {
  it('checks the number before asking for a code, and only Russian mobile numbers get one', async () => {
    const user = userEvent.setup();
    const api = renderAccount('/lk', {}, ANONYMOUS);
    const field = await screen.findByLabelText('Номер телефона');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Введите номер телефона.');

    await user.type(field, '84951234567{Enter}');
    expect(field).toHaveAccessibleDescription('Введите номер мобильного телефона в формате +7 9XX XXX-XX-XX.');
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('sends the code, counts down to «Отправить код повторно», and signs in with the code', async () => {
    const user = userEvent.setup();
    const sessions = busEvents('auth/session-changed');
    const layer = fakeDataLayer();
    const api = renderAccount(
      '/lk?returnTo=%2Fbasket%2F',
      {
        // the form sends the number as the shop writes it
        'POST /customer/auth-sms': ({ body }) => ({ data: codeSent((body as { phone: string }).phone, 60) }),
        'POST /customer/auth-sms/check': ({ body }) =>
          (body as { code: string }).code === '123456'
            ? { data: SIGNED_IN }
            : { status: 400, data: { error: 'code_wrong', message: 'Неверный код. Осталось попыток: 4.' } },
      },
      ANONYMOUS,
    );
    await user.type(await screen.findByLabelText('Номер телефона'), '89001234567{Enter}');
    expect(await screen.findByText(/Мы отправили код на номер/)).toHaveTextContent('+7 900 123-45-67');
    expect(
      screen.getByText(/Отправить код повторно можно через 1:00|Отправить код повторно можно через 0:59/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).not.toBeInTheDocument();

    const code = screen.getByLabelText('Код из SMS');
    await user.type(code, '12a345{Enter}');
    expect(code).toHaveValue('12345');
    expect(code).toHaveAccessibleDescription('Код состоит из 6 цифр.');

    await user.clear(code);
    await user.type(code, '654321{Enter}');
    expect(await screen.findByText('Неверный код. Осталось попыток: 4.')).toBeInTheDocument();
    expect(sessions).toEqual([]);

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(sessions).toEqual([{ signedIn: true }]));
    // analytics: the wrong code as an error, then the confirmed SMS and the sign-in
    expect(layer.entries()).toEqual([
      { event: 'error', error_text: 'Неверный код. Осталось попыток: 4.', error_field: 'code', page_path: '/lk' },
      { event: 'sms_confirm', purpose: 'login' },
      { event: 'login', method: 'sms' },
    ]);
    expect(api.calls.filter((call) => call === 'POST /customer/auth-sms/check')).toHaveLength(2);
    expect(window.location.pathname).toBe('/basket/');
  });

  it('offers «Отправить код повторно» once the server allows it, and shows a limit in Russian', async () => {
    const user = userEvent.setup();
    let sent = 0;
    renderAccount(
      '/lk',
      {
        'POST /customer/auth-sms': () =>
          ++sent === 1
            ? { data: codeSent('+7 900 123-45-67', 0) }
            : {
                status: 429,
                data: {
                  error: 'too_many_codes',
                  message: 'Слишком много кодов на этот номер. Попробуйте через 42 минуты.',
                },
              },
      },
      ANONYMOUS,
    );
    await user.type(await screen.findByLabelText('Номер телефона'), '+79001234567{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Отправить код повторно' }));
    expect(
      await screen.findByText('Слишком много кодов на этот номер. Попробуйте через 42 минуты.'),
    ).toBeInTheDocument();
    expect(sent).toBe(2);
  });
});
