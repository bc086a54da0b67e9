/**
 * What a page is called in the browser's tab, in history and by a screen reader. The server writes it into the page
 * it sends; a move inside the store writes it again, so the title always names the page shown.
 */

/** Titles of pages that name nothing from the database. */
const SECTION_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/catalog(\/product)?$/, 'Каталог товаров'],
  [/^\/category\/menu$/, 'Каталог товаров'],
  [/^\/catalog\/discounts$/, 'Скидки'],
  [/^\/catalog\/aptechka$/, 'Аптечка'],
  [/^\/catalog\/nash-vybor$/, 'Наш выбор'],
  [/^\/(catalog\/)?dermakosmetika$/, 'Дерматокосметика'],
  [/^\/catalog\/isg$/, 'Товары для здоровья'],
  [/^\/alphabet(_[a-z]+)?(\/|$)/, 'Товары, бренды и производители по алфавиту'],
  [/^\/articles(\/|$)/, 'Статьи о здоровье'],
  [/^\/news$/, 'Новости'],
  [/^\/stock(\/(all-stock|special|partners|lenses))?$/, 'Акции'],
  [/^\/sitemap$/, 'Карта сайта'],
  [/^\/pharmacies$/, 'Аптеки на карте'],
  [/^\/night-delivery$/, 'Ночная доставка'],
  [/^\/samovyvoz-i-dostavka(\/|$)/, 'Самовывоз и доставка'],
  [/^\/basket(\/|$)/, 'Корзина'],
  [/^\/lk(\/|$)/, 'Личный кабинет'],
  [/^\/order\//, 'Заказ'],
  [/^\/shared-cart\//, 'Корзина, которой поделились'],
  [/^\/gde-moy-zakaz$/, 'Где мой заказ'],
  [/^\/(search|catalog\/search)(\/|$)/, 'Поиск по каталогу'],
];

/**
 * Pages named after what they show (a product, a category, an article, its author, a news item, a promotion, a
 * pharmacy): the page that draws it names it, so a section's title never stands for them.
 */
const NAMED_PAGES: readonly RegExp[] = [
  /^\/catalog\/product\/[^/]+$/,
  /^\/articles\/\d{1,9}$/,
  /^\/authors\/\d{1,9}$/,
  /^\/news\/[^/]+$/,
  /^\/pharmacies\/\d{1,9}$/,
];

const isSection = (path: string) => SECTION_TITLES.some(([rule]) => rule.test(path));
const isNamedPromotion = (path: string) => /^\/stock\/[^/]+$/.test(path) && !isSection(path);
const isCategory = (path: string) => /^\/catalog\/.+$/.test(path) && !isSection(path);

/**
 * The title of a section page at `path` (without the region segment and trailing slashes), or null for the home
 * page, a page named after what it shows and an information page, which the page that draws it names.
 */
export function sectionTitleOf(path: string): string | null {
  if (NAMED_PAGES.some((rule) => rule.test(path)) || isNamedPromotion(path) || isCategory(path)) return null;
  return SECTION_TITLES.find(([rule]) => rule.test(path))?.[1] ?? null;
}

/** The home page's title. */
export const homePageTitle = (storeName: string): string =>
  `Интернет-аптека ${storeName}: лекарства и товары для здоровья`;

/**
 * The title of the home page or of a section page at `path` (as `sectionTitleOf` reads it), or null where the page
 * that draws it names it.
 */
export function framePageTitle(path: string, storeName: string): string | null {
  if (path === '/') return homePageTitle(storeName);
  const section = sectionTitleOf(path);
  return section === null ? null : storePageTitle(section, storeName);
}

/** «Корзина — интернет-аптека Озерки»: how a page's own name and the store's go together in its title. */
export const storePageTitle = (name: string, storeName: string): string => `${name} — интернет-аптека ${storeName}`;

/** The title of a page that is not there: an address nothing answers, or a thing that does not exist. */
export const notFoundPageTitle = (storeName: string): string => storePageTitle('Страница не найдена', storeName);

/** The title of the page of a product no longer sold, where its address still leads. */
export const withdrawnProductPageTitle = (storeName: string): string =>
  storePageTitle('Товар снят с продажи', storeName);

/** «Нурофен — купить в интернет-аптеке Озерки»: the title of a product's or a category's page. */
export const goodsPageTitle = (name: string, storeName: string): string =>
  `${name} — купить в интернет-аптеке ${storeName}`;

/** The title of an author's page: their articles. */
export const authorPageTitle = (name: string, storeName: string): string =>
  storePageTitle(`${name}: статьи автора`, storeName);

/** The title of a promotion's page. */
export const promotionPageTitle = (title: string, storeName: string): string =>
  `${title} — акция интернет-аптеки ${storeName}`;

/** The title of a pharmacy's page: the store's name and the pharmacy's address. */
export const pharmacyPageTitle = (address: string, storeName: string): string => `Аптека ${storeName}: ${address}`;
