import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMessaging, messagesTo } from '../../src/platform/messaging';
import { buildTestApp, openMigratedDatabase, type TestDatabase } from '../support/test-app';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

describe('SMS and mail providers with the outbox', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
  });
  afterAll(() => database.dispose());

  test('the built-in providers keep what they send; local runs read it at /api/dev/outbox, production never', async () => {
    const { sms, mail } = createMessaging(database.db, undefined);
    await sms.send('+79161234567', 'Код для входа: 123456');
    await sms.send('+79161234567', 'Код для входа: 654321');
    await mail.send({ to: 'Shopper@Example.ru', subject: 'Подтвердите почту', text: 'Ссылка: https://x/verify' });

    const app = await buildTestApp(database.db);
    const byPhone = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent('+7 916 123-45-67')}` });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Код для входа: 654321',
      'Код для входа: 123456',
    ]);
    const byMail = await app.inject({ url: '/api/dev/outbox?to=shopper@example.ru' });
    expect(byMail.json().messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'Shopper@Example.ru',
        subject: 'Подтвердите почту',
        provider: 'builtin',
        delivered: true,
      }),
    ]);
    await app.close();

    const production = await buildTestApp(database.db, { env: 'production' });
    expect((await production.inject({ url: '/api/dev/outbox?to=%2B79161234567' })).statusCode).toBe(404);
    await production.close();
  });

  test('the SMS gateway adapter posts the SMS.ru protocol and reports a refusal as unavailable', async () => {
    const received: URLSearchParams[] = [];
    let answer = { status: 'OK' };
    const server = createServer(async (request, response) => {
      received.push(new URLSearchParams(await readBody(request)));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { sms } = createMessaging(database.db, {
        sms: { provider: 'gateway', url, token: 'secret-token', from: 'APTEKA' },
        mail: { provider: 'builtin' },
      });
      await sms.send('+79261112233', 'Код: 111222');
      expect(Object.fromEntries(received[0]!)).toEqual({
        api_id: 'secret-token',
        to: '79261112233',
        msg: 'Код: 111222',
        json: '1',
        from: 'APTEKA',
      });
      answer = { status: 'ERROR' };
      await expect(sms.send('+79261112233', 'Код: 333444')).rejects.toMatchObject({
        kind: 'upstream_unavailable',
        code: 'sms_unavailable',
      });
      const sent = await messagesTo(database.db, '+79261112233');
      expect(sent.map((m) => [m.body, m.provider, m.delivered])).toEqual([
        ['Код: 333444', 'gateway', false],
        ['Код: 111222', 'gateway', true],
      ]);
    } finally {
      server.close();
    }
  });

  test('the SMTP adapter delivers a real message with its attachment to an SMTP server', async () => {
    const messages: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          messages.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    try {
      const { mail } = createMessaging(database.db, {
        sms: { provider: 'builtin' },
        mail: { provider: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'Аптека <no-reply@apteka.test>' },
      });
      await mail.send({
        to: 'pharmacist@apteka.test',
        subject: 'Подбор аналога',
        text: 'Найдите аналог, пожалуйста.',
        attachments: [{ filename: 'recept.pdf', content: Buffer.from('%PDF-1.4\n'), contentType: 'application/pdf' }],
      });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('To: pharmacist@apteka.test');
      expect(messages[0]).toContain('filename=recept.pdf');
      const [recorded] = await messagesTo(database.db, 'pharmacist@apteka.test');
      expect(recorded).toMatchObject({ provider: 'smtp', delivered: true, attachments: ['recept.pdf'] });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
