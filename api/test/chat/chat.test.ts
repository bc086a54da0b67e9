import { createHmac } from 'node:crypto';
import type { ApiErrorBody } from '@apteka/contracts';
import type { ChatConfig, ChatMessage, ChatMessages } from '@apteka/contracts/schemas';
import { devToken } from '../../src/modules/orders';
import { buildTestApp, engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';
import { arrived, signInBySms } from '../support/auth';

describe.each(engineForRoutes)('the consultant chat (%s)', (engine) => {
  const store = useCatalogueApp(engine);

  const messages = async (visitor: Visitor, after = 0) =>
    (await visitor.get(`/api/chat/messages?after=${after}`)).json<ChatMessages>().messages;

  const reply = (conversationId: number, text: string, token = devToken('test-secret')) =>
    store.app.inject({
      method: 'POST',
      url: `/api/dev/chat/${conversationId}/reply`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, text }).toString(),
    });

  const conversationOf = async (text: string) =>
    (
      await store.database.db.query<{ conversation_id: string }>(
        'SELECT conversation_id FROM chat_messages WHERE body = $1',
        [text],
      )
    ).rows[0]!.conversation_id;

  test('a visitor writes, the operator page shows it and answers, and the visitor reads the answer', async () => {
    const visitor = await arrived(store.app);
    expect((await visitor.get('/api/chat/config')).json<ChatConfig>()).toEqual({ provider: 'builtin', user: null });
    expect(await messages(visitor)).toEqual([]);

    const text = `Есть ли детский нурофен? ${Math.random()}`;
    const sent = await visitor.post('/api/chat/messages', { text: `  ${text}  ` });
    expect(sent.statusCode).toBe(201);
    const mine = sent.json<ChatMessage>();
    expect(mine).toMatchObject({ author: 'shopper', text });

    const page = await store.app.inject({ method: 'GET', url: '/api/dev/chat' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(text);
    const id = Number(await conversationOf(text));
    expect((await reply(id, 'Да, в аптеке на Тверской.')).statusCode).toBe(303);
    expect((await reply(id, 'чужой ответ', 'wrong')).statusCode).toBe(403);

    expect(await messages(visitor, mine.id)).toEqual([
      expect.objectContaining({ author: 'operator', text: 'Да, в аптеке на Тверской.' }),
    ]);
    // another visitor sees nothing of it
    expect(await messages(await arrived(store.app))).toEqual([]);
  });

  test('an empty or oversized message is a 400 with a message, and nothing is stored', async () => {
    const visitor = await arrived(store.app);
    const empty = await visitor.post('/api/chat/messages', { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().message).toBe('Напишите сообщение.');
    expect((await visitor.post('/api/chat/messages', { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await visitor.post('/api/chat/messages', { text: 'без заголовка' })).statusCode).toBe(201);
    const noCsrf = await visitor.request({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { text: 'hi' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await messages(visitor)).toHaveLength(1);
  });

  test('a signed-in customer is passed with a hash the server signs and the browser cannot make', async () => {
    const visitor = await arrived(store.app);
    const user = await signInBySms(visitor);
    const config = (await visitor.get('/api/chat/config')).json<ChatConfig>();
    const id = String(user.customer.id);
    const secret = createHmac('sha256', 'test-secret').update('consultant-chat').digest('hex');
    expect(config.user).toMatchObject({ id, phone: expect.any(String) });
    expect(config.user!.hash).toBe(createHmac('sha256', secret).update(id).digest('hex'));
    expect(JSON.stringify(config)).not.toContain(secret);
  });

  test('a hosted chat gets its widget id, and the hash signed with the configured secret', async () => {
    const hosted = await buildTestApp(store.database.db, {
      chat: { provider: 'jivo', widgetId: 'AbC123dEf', secret: 'jivo-secret' },
    });
    try {
      const visitor = await arrived(hosted);
      const user = await signInBySms(visitor);
      const config = (await visitor.get('/api/chat/config')).json<ChatConfig>();
      expect(config).toMatchObject({ provider: 'jivo', widgetId: 'AbC123dEf' });
      expect(config.user!.hash).toBe(
        createHmac('sha256', 'jivo-secret').update(String(user.customer.id)).digest('hex'),
      );
    } finally {
      await hosted.close();
    }
  });

  test('20 messages in 10 minutes per visitor, counted across instances', async () => {
    const second = await buildTestApp(store.database.db);
    try {
      const visitor = await arrived(store.app);
      const sameSession = new Visitor(second, visitor.address);
      for (const [name, value] of visitor.cookies) sameSession.cookies.set(name, value);
      for (let i = 0; i < 20; i += 1) {
        const via = i % 2 === 0 ? visitor : sameSession;
        expect((await via.post('/api/chat/messages', { text: `вопрос ${i}` })).statusCode).toBe(201);
      }
      const refused = await sameSession.post('/api/chat/messages', { text: 'ещё' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ApiErrorBody>().message).toMatch(/^Слишком много сообщений\. Попробуйте через/);
    } finally {
      await second.close();
    }
  });
});
