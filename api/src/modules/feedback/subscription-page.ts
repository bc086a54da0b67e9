import { escapeXml } from '../../platform/images/svg-drawing';

/** The small page the confirmation link opens: the outcome in Russian and the way back to the store. */
export function confirmationPage(email: string | null): string {
  const [title, text] = email
    ? ['Подписка подтверждена', `Адрес ${escapeXml(email)} подписан на рассылку об акциях и новостях.`]
    : ['Ссылка не подошла', 'Ссылка устарела или повреждена. Подпишитесь ещё раз — мы пришлём новое письмо.'];
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Интернет-аптека</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;padding:32px 16px;color:#1f2328}main{max-width:560px;margin:0 auto}a{color:#00665e}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">На главную</a></p></main></body></html>`;
}
