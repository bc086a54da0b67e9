import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { operatorConversations, operatorReply } from '../modules/chat';
import { devToken } from '../modules/orders';
import { forbidden } from '../platform/errors';
import { escapeMarkup } from '../platform/text/escape-markup';

interface Conversation {
  id: number;
  name: string;
  messages: Array<{ author: 'shopper' | 'operator'; text: string; at: string }>;
}

const time = (iso: string) => new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' });

function operatorPage(conversations: Conversation[], token: string): string {
  const items = conversations
    .map(
      (c) => `<section aria-labelledby="c${c.id}"><h2 id="c${c.id}">${escapeMarkup(c.name)}</h2><ol>${c.messages
        .map(
          (m) =>
            `<li class="${m.author}"><span>${m.author === 'operator' ? 'Консультант' : 'Покупатель'}, ${escapeMarkup(
              time(m.at),
            )}:</span> ${escapeMarkup(m.text)}</li>`,
        )
        .join('')}</ol>
<form method="post" action="/api/dev/chat/${c.id}/reply"><input type="hidden" name="token" value="${token}">
<label for="r${c.id}">Ответ</label> <input id="r${c.id}" name="text" required maxlength="2000" autocomplete="off">
<button type="submit">Отправить</button></form></section>`,
    )
    .join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Чат с покупателями — оператор</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1a1a1a}
section{border:1px solid #767676;border-radius:8px;padding:12px 16px;margin:16px 0}ol{padding-left:20px}
.operator span{color:#00665e}input[name=text]{min-width:60%;font:inherit;padding:8px}button{font:inherit;padding:8px 16px}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>Чат с покупателями</h1><p>Страница оператора встроенного чата (только локальный запуск). <a href="/api/dev/chat">Обновить</a></p>
${items || '<p>Сообщений пока нет.</p>'}</main></body></html>`;
}

/**
 * Local and test runs only: the operator's side of the built-in consultant chat. Answers need the page's token,
 * so another site cannot post replies through a developer's browser. Never registered with APP_ENV=production.
 */
export const devChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.appConfig.env === 'production') return;
  const token = devToken(app.appConfig.sessionSecret);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/dev/chat', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(operatorPage(await operatorConversations(app.db), token)),
  );

  app.post(
    '/dev/chat/:id/reply',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        body: Type.Object({ token: Type.String({ maxLength: 200 }), text: Type.String({ maxLength: 2000 }) }),
      },
    },
    async (request, reply) => {
      if (request.body.token !== token) throw forbidden('forbidden', 'Доступ запрещён.');
      await operatorReply(app.db, request.params.id, request.body.text);
      return reply.redirect('/api/dev/chat', 303);
    },
  );
};
