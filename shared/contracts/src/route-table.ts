import { splitRegionPrefix } from './region-path';
import type { RemoteName } from './registry';

/**
 * Who owns which route. The shell's single-spa activity functions and 404 page, the server's 404 answers and the
 * README table all come from this one list. A pattern is a path; `*` matches the rest of the path, `:param` one
 * segment. A leading region segment ('/moskva-14/...') is ignored.
 */
export interface RouteOwnership {
  pattern: string;
  owner: RemoteName;
  /** what the route is, in words, for whoever reads the table */
  title: string;
}

export const ROUTE_TABLE: readonly RouteOwnership[] = [
  // content: home, promotions, articles, static and information pages
  { pattern: '/', owner: 'content', title: 'Главная' },
  { pattern: '/contacts', owner: 'content', title: 'Контакты' },
  { pattern: '/news/*', owner: 'content', title: 'Новости и новость' },
  { pattern: '/super', owner: 'content', title: 'Супер-предложения' },
  { pattern: '/supersamson', owner: 'content', title: 'Суперсамсон' },
  { pattern: '/bonus-program', owner: 'content', title: 'Бонусная программа' },
  { pattern: '/sitemap', owner: 'content', title: 'Карта сайта' },
  { pattern: '/mp', owner: 'content', title: 'Маркетплейс' },
  { pattern: '/garantii-i-vozvrat', owner: 'content', title: 'Гарантии и возврат' },
  { pattern: '/articles/*', owner: 'content', title: 'Статьи, теги, рубрики, статья' },
  { pattern: '/authors/:id', owner: 'content', title: 'Автор' },
  { pattern: '/stock/*', owner: 'content', title: 'Акции: все, партнёров, специальные, линзы' },
  { pattern: '/basic-pages/*', owner: 'content', title: 'Статические страницы' },
  // catalog: catalogue, search, product pages, alphabetical directories
  { pattern: '/catalog/*', owner: 'catalog', title: 'Каталог, подборки, товар, поиск по каталогу' },
  { pattern: '/category/menu', owner: 'catalog', title: 'Меню каталога' },
  { pattern: '/search', owner: 'catalog', title: 'Поиск' },
  { pattern: '/dermakosmetika', owner: 'catalog', title: 'Дерматокосметика' },
  { pattern: '/alphabet/*', owner: 'catalog', title: 'Алфавитный указатель товаров' },
  { pattern: '/alphabet_brand/*', owner: 'catalog', title: 'Бренды по алфавиту' },
  { pattern: '/alphabet_manufacturer/*', owner: 'catalog', title: 'Производители по алфавиту' },
  { pattern: '/alphabet_manufact/*', owner: 'catalog', title: 'Производители по алфавиту (старый адрес)' },
  { pattern: '/alphabet_mnn/*', owner: 'catalog', title: 'Действующие вещества по алфавиту' },
  // basket: basket, checkout, shared baskets, orders
  { pattern: '/basket/*', owner: 'basket', title: 'Корзина и оформление заказа (?isCheckout=true)' },
  { pattern: '/shared-cart/:id', owner: 'basket', title: 'Поделённая корзина' },
  { pattern: '/gde-moy-zakaz', owner: 'basket', title: 'Где мой заказ' },
  { pattern: '/order/*', owner: 'basket', title: 'Заказ и страница «Спасибо»' },
  // account: the personal account
  { pattern: '/lk/*', owner: 'account', title: 'Личный кабинет и все его разделы' },
  // pharmacies: pharmacies, delivery information
  { pattern: '/pharmacies/*', owner: 'pharmacies', title: 'Аптеки (список, карта, ?withOptics=true) и аптека' },
  { pattern: '/night-delivery', owner: 'pharmacies', title: 'Ночная доставка' },
  { pattern: '/samovyvoz-i-dostavka/*', owner: 'pharmacies', title: 'Самовывоз и доставка, самовывоз' },
];

function matches(pattern: string, path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const want = pattern.split('/').filter(Boolean);
  const have = normalized.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*') return true;
    if (have[i] === undefined) return false;
    if (!part.startsWith(':') && part !== have[i]) return false;
  }
  return have.length === want.length;
}

/** The remote that owns a pathname, or null (then the shell shows the 404 page). */
export function ownerOf(pathname: string): RemoteName | null {
  const { path } = splitRegionPrefix(pathname);
  return ROUTE_TABLE.find((route) => matches(route.pattern, path))?.owner ?? null;
}
