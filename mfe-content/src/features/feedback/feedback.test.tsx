import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';

function renderAt(path: string, routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi(routes);
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const CONTACTS = { data: { path: '/contacts', title: 'Контакты', description: '', html: '<p>Звоните.</p>', toc: [] } };
const entries = (form: FormData) =>
  Array.from(form.entries()).map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);

describe('feedback forms', () => {
  it('sends the analogue request with a PDF as multipart form data, after checking the fields in Russian', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: FormData[] = [];
    renderAt('/contacts', {
      'GET /content/page': CONTACTS,
      'POST /feedback/podbor-analoga': ({ body }) => {
        sent.push(body as FormData);
        return { data: { accepted: true, id: 5 } };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Подбор аналога' }));
    await user.click(form.getByRole('button', { name: 'Подобрать аналог' }));
    expect(form.getByLabelText('Препарат')).toHaveAccessibleDescription('Заполните поле «Препарат».');
    expect(form.getByLabelText('Телефон')).toHaveAccessibleDescription('Заполните поле «Телефон».');
    expect(form.getByText('Нужно согласие на обработку персональных данных.')).toBeInTheDocument();

    await user.upload(
      form.getByLabelText('Файлы (необязательно)'),
      new File(['x'], 'recept.jpg', { type: 'image/jpeg' }),
    );
    await user.click(form.getByRole('button', { name: 'Подобрать аналог' }));
    expect(form.getByText('Файл «recept.jpg» не в формате PDF.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(form.getByLabelText('Препарат'), 'Нурофен экспресс');
    await user.type(form.getByLabelText('Телефон'), '89001234567');
    await user.upload(
      form.getByLabelText('Файлы (необязательно)'),
      new File(['%PDF-1.7'], 'recept.pdf', { type: 'application/pdf' }),
    );
    await user.click(form.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
    await user.click(form.getByRole('button', { name: 'Подобрать аналог' }));
    expect(await screen.findByText('Спасибо! Провизор подберёт аналог и перезвонит вам.')).toBeInTheDocument();
    expect(entries(sent[0]!)).toEqual([
      ['product', 'Нурофен экспресс'],
      ['phone', '89001234567'],
      ['personalDataConsent', '1'],
      ['website', ''],
      ['attachment[0]', 'recept.pdf'],
    ]);
  });

  it("shows the server's message beside the field it names, and a limit as an alert", async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderAt('/contacts', {
      'GET /content/page': CONTACTS,
      'POST /feedback/callback': () =>
        ++answers === 1
          ? {
              status: 400,
              data: {
                error: 'validation',
                message: 'Введите телефон',
                fields: { phone: 'Введите телефон в формате +7 XXX XXX-XX-XX.' },
              },
            }
          : {
              status: 429,
              data: {
                error: 'too_many_requests',
                message: 'Слишком много обращений подряд. Попробуйте через 40 минут.',
              },
            },
    });
    const form = within(await screen.findByRole('form', { name: 'Заказать обратный звонок' }));
    await user.type(form.getByLabelText('Телефон'), '+7 900 123-45-67');
    await user.click(form.getByRole('checkbox', { name: /согласие/ }));
    await user.click(form.getByRole('button', { name: 'Жду звонка' }));
    await waitFor(() =>
      expect(form.getByLabelText('Телефон')).toHaveAccessibleDescription('Введите телефон в формате +7 XXX XXX-XX-XX.'),
    );
    await user.click(form.getByRole('button', { name: 'Жду звонка' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Попробуйте через 40 минут.');
  });

  it('subscribes from the news page and says a letter must confirm it', async () => {
    const user = userEvent.setup();
    const sent: FormData[] = [];
    renderAt('/news', {
      'GET /content/news': { data: { items: [], page: 1, pages: 1 } },
      'POST /feedback/subscribe': ({ body }) => {
        sent.push(body as FormData);
        return { data: { confirmationSent: true, alreadyConfirmed: false } };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Подписка на новости и акции' }));
    await user.type(form.getByLabelText('Электронная почта'), 'anna@example.ru');
    await user.click(form.getByRole('button', { name: 'Подписаться' }));
    expect(form.getByText('Нужно согласие на получение рассылки.')).toBeInTheDocument();
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Подписаться' }));
    expect(
      await screen.findByText('Мы отправили письмо на anna@example.ru: подтвердите подписку по ссылке из письма.'),
    ).toBeInTheDocument();
    expect(entries(sent[0]!)).toEqual([
      ['email', 'anna@example.ru'],
      ['personalDataConsent', '1'],
      ['website', ''],
    ]);
  });
});
