/**
 * What the server answers for a page address before any script runs: its status (404 when the route, the region
 * segment or the thing it names does not exist, 410 for a product withdrawn from sale, 301 for a product address
 * that names it other than by its current slug) and its head (title, description, one canonical address without
 * the region segment, Open Graph, JSON-LD). The page itself is still drawn by the shell and its remotes.
 */
import {
  authorPageTitle,
  brandIdentity,
  goodsPageTitle,
  homePageTitle,
  notFoundPageTitle,
  ownerOf,
  pharmacyPageTitle,
  productPath,
  promotionPageTitle,
  regionSegment,
  sectionTitleOf,
  splitRegionPrefix,
  storePageTitle,
  withdrawnProductPageTitle,
  type Brand,
  type Region,
} from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { defaultRegionId } from '../../platform/session';
import { categoryForPage, productForPage } from '../catalog';
import { articleForPage, authorForPage, infoPageForPage, newsForPage, promotionForPage } from '../content';
import { chainOf, findStore } from '../pharmacies';
import { findRegion } from '../regions';
import { BRAND_LOGO_PATH } from './brand-logo';
import { renderHead, snippet, type PageHead } from './page-head';
import {
  articleData,
  breadcrumbData,
  itemListData,
  organizationData,
  pharmacyData,
  productData,
} from './structured-data';

export interface PagesDeps {
  db: Queryable;
  brand: Brand;
  /** the store's address as shoppers reach it, without a trailing slash */
  publicUrl: string;
}

export interface PageDescription {
  status: 200 | 301 | 404 | 410;
  head: PageHead;
  /** for a 301: where the page is now, a path (with the region segment and query of the address asked for) */
  redirect?: string;
  /** the API paths (as the page's client asks for them) its first view reads, to come with the page */
  firstAnswers?: string[];
}

/** Addresses of one shopper, or of searching: never in a search engine's index. */
const PRIVATE = [/^\/basket(\/|$)/, /^\/lk(\/|$)/, /^\/order\//, /^\/shared-cart\//, /^\/gde-moy-zakaz$/];
const SEARCH = [/^\/search$/, /^\/catalog\/search(\/|$)/];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

export async function describePage(deps: PagesDeps, url: string): Promise<PageDescription> {
  const { pathname, search, searchParams } = new URL(url, 'http://store.invalid');
  const { region: segment, path: rawPath } = splitRegionPrefix(pathname);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const identity = brandIdentity(deps.brand);
  const absolute = (address: string) => `${deps.publicUrl}${address}`;
  const base = (title: string, description: string, extra: Partial<PageHead> = {}): PageHead => ({
    title,
    description,
    canonical: absolute(path),
    noindex: PRIVATE.some((rule) => rule.test(path)) || SEARCH.some((rule) => rule.test(path)),
    ogType: 'website',
    image: absolute(BRAND_LOGO_PATH),
    structuredData: [],
    ...extra,
  });
  const named = (title: string) => storePageTitle(title, identity.name);
  /** A page that is not there (any more): never indexed, and no address stands for it. */
  const absent = (status: 404 | 410, title: string, description: string): PageDescription => ({
    status,
    head: base(title, description, { canonical: null, noindex: true }),
  });
  const notFound = () =>
    absent(404, notFoundPageTitle(identity.name), 'Такой страницы нет. Найдите нужное в каталоге или поиском.');
  const withdrawn = () =>
    absent(
      410,
      withdrawnProductPageTitle(identity.name),
      'Этот товар больше не продаётся. Найдите замену в каталоге или поиском.',
    );

  let region: Region | null = null;
  if (segment) {
    region = (await findRegion(deps.db, segment.id))?.region ?? null;
    // '/foo-99999/…' names no region: the address is wrong, not the region to show.
    if (!region || region.slug !== segment.slug) return notFound();
  }
  if (ownerOf(path) === null) return notFound();
  const regionId = region?.id ?? defaultRegionId(deps.brand);

  if (path === '/') {
    return {
      status: 200,
      firstAnswers: ['/slides?type=HOME_TOP', '/slides?type=HOME_SIDE'],
      head: base(
        homePageTitle(identity.name),
        `Лекарства, витамины и товары для здоровья в интернет-аптеке ${identity.name}: цены, наличие в аптеках, самовывоз и доставка. Справочная служба ${identity.phone.display}.`,
        {
          structuredData: [
            organizationData(identity.name, absolute('/'), identity.phone.tel, absolute(BRAND_LOGO_PATH)),
          ],
        },
      ),
    };
  }

  const product = path.match(/^\/catalog\/product\/([^/]+)$/);
  if (product) {
    const slug = decode(product[1]!);
    const lookup = slug ? await productForPage(deps.db, slug, regionId, chainOf(deps.brand)) : null;
    if (!lookup) return notFound();
    if (lookup.withdrawn) return withdrawn();
    const found = lookup.detail;
    const url = absolute(productPath(found.slug));
    const image = absolute(found.image);
    const trail = found.categoriesList.map((category) => ({
      name: category.name,
      url: absolute(`/catalog/${category.path.join('/')}`),
    }));
    const head = base(goodsPageTitle(found.name, identity.name), snippet(`${found.name}. ${found.description}`), {
      canonical: url,
      ogType: 'product',
      image,
      structuredData: [
        productData(found, url, image),
        breadcrumbData([{ name: 'Каталог', url: absolute('/catalog') }, ...trail, { name: found.name, url }]),
      ],
    });
    // A former slug (or the id): the product's own address, in the region and with the query asked for.
    if (slug !== found.slug) {
      return {
        status: 301,
        redirect: `${segment ? regionSegment(segment) : ''}${productPath(found.slug)}${search}`,
        head,
      };
    }
    // the product page asks for the product by the slug of its address
    return { status: 200, firstAnswers: [`/products/${encodeURIComponent(found.slug)}`], head };
  }

  const category = path.match(/^\/catalog\/(.+)$/);
  if (category && sectionTitleOf(path) === null) {
    const slugs = category[1]!.split('/').map(decode);
    const found = slugs.every((slug): slug is string => Boolean(slug))
      ? await categoryForPage(deps.db, slugs as string[])
      : null;
    if (!found) return notFound();
    const url = absolute(`/catalog/${found.path.join('/')}`);
    return {
      status: 200,
      head: base(
        goodsPageTitle(found.name, identity.name),
        `${found.name} в интернет-аптеке ${identity.name}: цены, наличие в аптеках, самовывоз и доставка.`,
        {
          canonical: url,
          // a filtered or sorted listing is the same page as the category itself
          noindex: [...searchParams.keys()].some((name) => !name.startsWith('utm_')),
          structuredData: [
            itemListData(
              found.name,
              found.products.map((item) => ({ name: item.name, url: absolute(productPath(item.slug)) })),
            ),
            breadcrumbData([
              { name: 'Каталог', url: absolute('/catalog') },
              ...found.breadcrumbs.map((crumb) => ({
                name: crumb.name,
                url: absolute(`/catalog/${crumb.path.join('/')}`),
              })),
            ]),
          ],
        },
      ),
    };
  }

  const article = path.match(/^\/articles\/(\d{1,9})$/);
  if (article) {
    const found = await articleForPage(deps.db, Number(article[1]));
    if (!found) return notFound();
    const url = absolute(`/articles/${found.id}?name=${encodeURIComponent(found.slug)}`);
    const logo = absolute(BRAND_LOGO_PATH);
    return {
      status: 200,
      head: base(named(found.title), snippet(found.summary), {
        canonical: url,
        ogType: 'article',
        structuredData: [articleData(found, url, logo, { name: identity.name, logo })],
      }),
    };
  }

  const author = path.match(/^\/authors\/(\d{1,9})$/);
  if (author) {
    const found = await authorForPage(deps.db, Number(author[1]));
    if (!found) return notFound();
    return {
      status: 200,
      head: base(authorPageTitle(found.name, identity.name), `Статьи автора ${found.name} о здоровье и лекарствах.`),
    };
  }

  const newsItem = path.match(/^\/news\/([^/]+)$/);
  if (newsItem) {
    const slug = decode(newsItem[1]!);
    const found = slug ? await newsForPage(deps.db, slug) : null;
    if (!found) return notFound();
    return { status: 200, head: base(named(found.title), snippet(found.title), { ogType: 'article' }) };
  }

  const promotion = path.match(/^\/stock\/([^/]+)$/);
  if (promotion && !/^\/stock\/(all-stock|special|partners|lenses)$/.test(path)) {
    const slug = decode(promotion[1]!);
    const found = slug ? await promotionForPage(deps.db, slug) : null;
    if (!found) return notFound();
    return { status: 200, head: base(promotionPageTitle(found.title, identity.name), snippet(found.summary)) };
  }

  const pharmacy = path.match(/^\/pharmacies\/(\d{1,9})$/);
  if (pharmacy) {
    const found = await findStore(deps.db, chainOf(deps.brand), Number(pharmacy[1]), null);
    if (!found) return notFound();
    const url = absolute(`/pharmacies/${found.id}`);
    return {
      status: 200,
      head: base(
        pharmacyPageTitle(found.address, identity.name),
        `${found.name}, ${found.address}. ${found.isAroundTheClock ? 'Круглосуточно' : 'Часы работы и телефон'}, наличие лекарств и самовывоз.`,
        { canonical: url, structuredData: [pharmacyData(found, url, identity.name)] },
      ),
    };
  }

  const section = sectionTitleOf(path);
  if (section) {
    return {
      status: 200,
      head: base(storePageTitle(section, identity.name), `${section} в интернет-аптеке ${identity.name}.`),
    };
  }

  // Information pages come from the content folder: a path no page has is not found.
  const info = await infoPageForPage(deps.db, path, deps.brand);
  if (!info) return notFound();
  return { status: 200, head: base(named(info.title), snippet(info.description || info.title)) };
}

/** The shell page's answer for an address: its status (and where a 301 leads), its head rendered for the nonce. */
export function pageHeadFor(deps: PagesDeps) {
  const siteName = brandIdentity(deps.brand).name;
  return async (url: string) => {
    const { status, head, firstAnswers, redirect } = await describePage(deps, url);
    return { status, firstAnswers, redirect, head: (nonce: string) => renderHead(head, nonce, siteName, status) };
  };
}
