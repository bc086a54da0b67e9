import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import { normalizeUser } from '../../api';
import { codeSent, SIGNED_IN } from '../../testing/fixtures';
import { busEvents, renderAccount, stopListening } from '../../testing/render-account';
import { checkProfile } from './profile-edit-page';

afterEach(() => {
  stopListening();
  bus.set('user', null);
});

const UNCONFIRMED = normalizeUser({
  ...SIGNED_IN,
  hasEighteen: false,
  customer: { ...SIGNED_IN.customer, sentMail: true, gender: 'female', birthdate: '1980-03-08' },
});

describe('personal information', () => {
  it('shows the profile, resends the confirmation letter and records the 18+ confirmation', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderAccount(
      '/lk/personal-info',
      {
        'POST /customer/verify-contacts': { data: { sent: true } },
        'PUT /customer': ({ body }) => {
          bodies.push(body);
          return { data: { ...UNCONFIRMED, hasEighteen: true } };
        },
      },
      UNCONFIRMED,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.getByText('Иванова Анна')).toBeInTheDocument();
    expect(screen.getByText('anna@example.ru (не подтверждена)')).toBeInTheDocument();
    expect(screen.getByText('8 марта 1980 г.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByText('Письмо отправлено ещё раз.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Мне исполнилось 18 лет' }));
    await waitFor(() => expect(bodies).toEqual([{ hasEighteen: true }]));
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const user = userEvent.setup();
    const sessions = busEvents('auth/session-changed');
    const moved = normalizeUser({ ...SIGNED_IN, customer: { ...SIGNED_IN.customer, phone: '+7 911 222-33-44' } });
    renderAccount('/lk/personal-info', {
      'POST /customer/update-phone': ({ body }) => ({ data: codeSent((body as { phone: string }).phone) }),
      'POST /customer/set-phone': ({ body }) =>
        (body as { code: string }).code === '222333'
          ? { data: moved }
          : { status: 400, data: { error: 'code_wrong', message: 'Неверный код.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить номер телефона' }));
    const field = screen.getByLabelText('Новый номер телефона');
    await user.type(field, '+7 900 000-00-00{Enter}');
    expect(field).toHaveAccessibleDescription('Это ваш текущий номер.');
    await user.clear(field);
    await user.type(field, '89112223344{Enter}');
    expect(await screen.findByText(/Код отправлен на новый номер/)).toHaveTextContent('+7 911 222-33-44');
    await user.type(screen.getByLabelText('Код из SMS'), '111111{Enter}');
    expect(await screen.findByText('Неверный код.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Код из SMS'));
    await user.type(screen.getByLabelText('Код из SMS'), '222333{Enter}');
    expect(await screen.findByText('Номер изменён на +7 911 222-33-44.')).toBeInTheDocument();
    expect(sessions).toEqual([{ signedIn: true }]);
  });

  it('changes the password given the current one, and says when it is wrong', async () => {
    const user = userEvent.setup();
    renderAccount('/lk/personal-info', {
      'POST /customer/update-password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'старый1пароль'
          ? { data: SIGNED_IN }
          : {
              status: 400,
              data: {
                error: 'password_wrong',
                message: 'Текущий пароль указан неверно.',
                fields: { currentPassword: 'Текущий пароль указан неверно.' },
              },
            },
    });
    await user.click(await screen.findByRole('button', { name: 'Сменить пароль' }));
    await user.type(screen.getByLabelText('Текущий пароль'), 'неверный1');
    await user.type(screen.getByLabelText('Новый пароль'), 'новый2пароль');
    await user.type(screen.getByLabelText('Повторите пароль'), 'новый2пароль{Enter}');
    expect(await screen.findByLabelText('Текущий пароль')).toHaveAccessibleDescription(/Текущий пароль указан неверно/);
    await user.clear(screen.getByLabelText('Текущий пароль'));
    await user.type(screen.getByLabelText('Текущий пароль'), 'старый1пароль{Enter}');
    expect(await screen.findByText('Пароль изменён.')).toBeInTheDocument();
  });

  it('deletes the account after saying what happens and taking the code, and signs out', async () => {
    const user = userEvent.setup();
    const sessions = busEvents('auth/session-changed');
    const bodies: unknown[] = [];
    renderAccount('/lk/personal-info', {
      'POST /customer/delete/code': { data: codeSent('+7 900 000-00-00') },
      'DELETE /customer/delete': ({ body }) => {
        bodies.push(body);
        return { data: { deleted: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить личный кабинет' }));
    const dialog = screen.getByRole('dialog', { name: 'Удаление личного кабинета' });
    expect(
      within(dialog).getByText(/заказы останутся в учёте аптеки, но без ваших персональных данных/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Получить код для удаления' }));
    await user.type(await within(dialog).findByLabelText('Код из SMS'), '123{Enter}');
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Код из SMS'), '456{Enter}');
    await waitFor(() => expect(sessions).toEqual([{ signedIn: false }]));
    expect(bodies).toEqual([{ code: '123456' }]);
    expect(window.location.pathname).toBe('/');
  });
});

describe('profile editing', () => {
  it('checks the fields in Russian and saves them, then returns to the profile', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderAccount('/lk/profile-edit', {
      'PUT /customer': ({ body }) => {
        bodies.push(body);
        return { data: SIGNED_IN };
      },
    });
    const email = await screen.findByLabelText('Электронная почта');
    await user.clear(screen.getByLabelText('Имя'));
    await user.clear(email);
    await user.type(email, 'anna@');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Введите имя.');
    expect(email).toHaveAccessibleDescription(/Проверьте адрес почты/);
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(email, 'mail.ru');
    await user.type(screen.getByLabelText('Отчество'), 'Петровна');
    await user.click(screen.getByRole('radio', { name: 'Женский' }));
    await user.click(screen.getByRole('checkbox', { name: 'Получать SMS об акциях' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(window.location.pathname).toBe('/lk/personal-info'));
    expect(bodies).toEqual([
      {
        firstName: 'Анна',
        lastName: 'Иванова',
        secondName: 'Петровна',
        gender: 'female',
        birthdate: null,
        email: 'anna@mail.ru',
        mailingAgree: false,
        smsAgree: true,
      },
    ]);
  });

  it('refuses a birth date in the future or too long ago', () => {
    const base = {
      firstName: 'Анна',
      lastName: '',
      secondName: '',
      gender: '' as const,
      email: '',
      mailingAgree: false,
      smsAgree: false,
    };
    const today = new Date('2026-11-25T12:00:00');
    expect(checkProfile({ ...base, birthdate: '2027-01-01' }, today)).toEqual({
      birthdate: 'Проверьте дату рождения.',
    });
    expect(checkProfile({ ...base, birthdate: '1890-01-01' }, today)).toEqual({
      birthdate: 'Проверьте дату рождения.',
    });
    expect(checkProfile({ ...base, birthdate: '1980-03-08' }, today)).toEqual({});
  });
});
