import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { arrived, freshPhone } from '../support/auth';
import {
  buildTestApp,
  engineForRoutes,
  openCatalogueDatabase,
  type TestDatabase,
  type Visitor,
} from '../support/test-app';

interface Part {
  name: string;
  value?: string;
  file?: { fileName: string; content: Buffer; type?: string };
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----apteka${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = part.file
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.fileName}"\r\nContent-Type: ${part.file.type ?? 'application/pdf'}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), part.file ? part.file.content : Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const pdf = (fileName: string, size = 2000): Part['file'] => ({
  fileName,
  content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]),
});

const send = (visitor: Visitor, kind: string, parts: Part[]) =>
  visitor.request({ method: 'POST', url: `/api/feedback/${kind}`, ...multipart(parts) });

describe.each(engineForRoutes)('feedback forms (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    app = await buildTestApp(database.db, { feedbackMailbox: 'shop@apteka.test' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const outbox = async (to: string) =>
    (
      await database.db.query<{ subject: string; body: string; attachments: string[] }>(
        'SELECT subject, body, attachments FROM outbox_messages WHERE recipient = $1 ORDER BY id DESC',
        [to],
      )
    ).rows;
  const stored = async (id: number) =>
    (
      await database.db.query<{ kind: string; phone: string; fields: Record<string, string>; files: number }>(
        `SELECT kind, phone, fields, (SELECT count(*)::integer FROM feedback_attachments WHERE request_id = r.id) AS files
           FROM feedback_requests r WHERE id = $1`,
        [id],
      )
    ).rows[0];

  test('an analogue request with a PDF is kept with its file and mailed to the shop with the attachment', async () => {
    const visitor = await arrived(app);
    const phone = freshPhone();
    const answer = await send(visitor, 'podbor-analoga', [
      ...fields({
        product: 'Нурофен экспресс',
        text: 'Нужен аналог дешевле',
        phone: phone.replace(/\D/g, ''),
        personalDataConsent: '1',
        website: '',
      }),
      { name: 'attachment[0]', file: pdf('recept.pdf') },
    ]);
    expect(answer.statusCode).toBe(200);
    const { id } = answer.json<{ accepted: true; id: number }>();
    expect(await stored(id)).toEqual({
      kind: 'podbor-analoga',
      phone,
      fields: { product: 'Нурофен экспресс', text: 'Нужен аналог дешевле', phone },
      files: 1,
    });
    const [mail] = await outbox('shop@apteka.test');
    expect(mail!.subject).toBe(`Подбор аналога №${id}`);
    expect(mail!.body).toContain('Препарат: Нурофен экспресс');
    expect(mail!.attachments).toEqual(['recept.pdf']);
  });

  test.each([
    [
      'an exe renamed to .pdf',
      [{ name: 'attachment[0]', file: { fileName: 'scan.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') } }],
      'Файл «scan.pdf» не является PDF-документом.',
    ],
    [
      'a picture',
      [{ name: 'attachment[0]', file: { fileName: 'scan.jpg', content: Buffer.from('%PDF-1.4'), type: 'image/jpeg' } }],
      'Файл «scan.jpg» не в формате PDF.',
    ],
    [
      'six files',
      Array.from({ length: 6 }, (_, i) => ({ name: `attachment[${i}]`, file: pdf(`f${i}.pdf`, 10) })),
      'Можно приложить не больше 5 файлов.',
    ],
    ['a 6 MB file', [{ name: 'attachment[0]', file: pdf('big.pdf', 6 * 1024 * 1024) }], 'Файл больше 5 МБ.'],
  ])('refuses %s with a Russian message beside the attachment, keeping nothing', async (_, files, message) => {
    const visitor = await arrived(app);
    const before = (await database.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM feedback_requests'))
      .rows[0]!.n;
    const answer = await send(visitor, 'message', [
      ...fields({ name: 'Анна', email: 'anna@example.ru', text: 'Вопрос', personalDataConsent: '1' }),
      ...(files as Part[]),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message, fields: { attachment: message } });
    expect(
      (await database.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM feedback_requests')).rows[0]!.n,
    ).toBe(before);
  });

  test('names every wrong field in Russian: a missing phone, no consent, a bad e-mail', async () => {
    const visitor = await arrived(app);
    const callback = await send(visitor, 'callback', fields({ name: 'Анна', time: 'после 18:00' }));
    expect(callback.statusCode).toBe(400);
    expect(callback.json<{ fields: Record<string, string> }>().fields).toEqual({
      phone: 'Заполните поле «Телефон».',
      personalDataConsent: 'Нужно согласие на обработку персональных данных.',
    });
    const message = await send(
      visitor,
      'message',
      fields({ email: 'anna@', text: 'Вопрос', personalDataConsent: '1' }),
    );
    expect(message.json<{ fields: Record<string, string> }>().fields).toEqual({
      email: 'Проверьте адрес почты: например, ivan@mail.ru.',
    });
    const json = await visitor.post('/api/feedback/callback', { phone: '+79001234567' });
    expect([json.statusCode, json.json<{ error: string }>().error]).toEqual([400, 'multipart_required']);
  });

  test('a filled honeypot is answered like any request and nothing is kept or mailed', async () => {
    const visitor = await arrived(app);
    const phone = freshPhone();
    const answer = await send(
      visitor,
      'callback',
      fields({ phone, personalDataConsent: '1', website: 'http://spam.example' }),
    );
    expect(answer.json()).toEqual({ accepted: true, id: null });
    const { rows } = await database.db.query('SELECT 1 FROM feedback_requests WHERE phone = $1', [phone]);
    expect(rows).toEqual([]);
  });

  test('limits hold per phone (3 an hour) and per address (10 an hour)', async () => {
    const phone = freshPhone();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await send(await arrived(app), 'callback', fields({ phone, personalDataConsent: '1' }))).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const visitor = await arrived(app);
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) {
      fromOneAddress.push(
        (await send(visitor, 'callback', fields({ phone: freshPhone(), personalDataConsent: '1' }))).statusCode,
      );
    }
    expect(fromOneAddress).toEqual([...Array(10).fill(200), 429]);
    const refused = await send(visitor, 'callback', fields({ phone: freshPhone(), personalDataConsent: '1' }));
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Слишком много обращений подряд\. Попробуйте через \d+/,
    );
  });

  test('subscription is confirmed only by the link of the letter (double opt-in)', async () => {
    const visitor = await arrived(app);
    const email = `reader-${randomBytes(4).toString('hex')}@example.ru`;
    const answer = await visitor.request({
      method: 'POST',
      url: '/api/feedback/subscribe',
      ...multipart(fields({ email, personalDataConsent: '1' })),
    });
    expect(answer.json()).toEqual({ confirmationSent: true, alreadyConfirmed: false });
    const confirmed = async () =>
      (
        await database.db.query<{ confirmed: boolean }>(
          'SELECT confirmed_at IS NOT NULL AS confirmed FROM mailing_subscriptions WHERE email = $1',
          [email],
        )
      ).rows[0]!.confirmed;
    expect(await confirmed()).toBe(false);

    const [letter] = await outbox(email);
    const link = /http\S+\/api\/feedback\/subscribe\/confirm\?token=(\S+)/.exec(letter!.body)!;
    const forged = await visitor.get(`/api/feedback/subscribe/confirm?token=${link[1]!.slice(0, -2)}xx`);
    expect([forged.statusCode, await confirmed()]).toEqual([400, false]);
    const page = await visitor.get(`/api/feedback/subscribe/confirm?token=${link[1]}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Подписка подтверждена');
    expect(await confirmed()).toBe(true);
  });
});
