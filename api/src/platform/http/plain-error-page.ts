import type { ShellPageAnswer } from './shell-page';

const TITLES: Record<number, string> = {
  400: 'Некорректный адрес страницы',
  404: 'Страница не найдена',
};
const UNAVAILABLE = 'Сайт временно недоступен';

/**
 * A page address's failure while there is no shell to show it with (no shell published yet, or its page cannot be
 * put together): a page of its own that loads nothing, so a browser, a monitor or a link preview still gets a page.
 */
export function plainErrorPage(status: number): ShellPageAnswer {
  const title = TITLES[status] ?? (status >= 500 ? UNAVAILABLE : TITLES[404]!);
  return {
    html: `<!doctype html><html lang="ru"><head><meta charset="utf-8" /><meta name="robots" content="noindex" /><title>${title}</title></head><body><main><h1>${title}</h1><p><a href="/">На главную</a></p></main></body></html>`,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  };
}
