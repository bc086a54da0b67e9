import { HttpShopper } from './checkout-shopper';

export interface SamplePage {
  name: string;
  path: string;
  /** the session a page needs (the basket with its products) */
  cookie?: string;
}

/** The pages of the list, found through the API as a shopper would reach them. */
export async function samplePages(base: string): Promise<SamplePage[]> {
  const shopper = new HttpShopper(base);
  const menu = (await shopper.call('GET', '/api/category/menu')).json as Array<{
    path: string[];
    children: Array<{ path: string[] }>;
  }>;
  const category = menu[0]!.children[0] ?? menu[0]!;
  const listing = (await shopper.call('GET', `/api/products?category=${category.path.join('/')}&inStock=true`))
    .json as { productList: { items: Array<{ id: number; slug: string }> } };
  const [first, second] = listing.productList.items;
  const articles = (await shopper.call('GET', '/api/content/articles')).json as {
    items: Array<{ id: number; slug: string }>;
  };
  const article = articles.items[0]!;
  await shopper.call('POST', '/api/cart/', { productId: first!.id, quantity: 1 });
  await shopper.call('POST', '/api/cart/', { productId: second!.id, quantity: 1 });
  return [
    { name: 'home', path: '/' },
    { name: 'category listing', path: `/catalog/${category.path.join('/')}` },
    { name: 'product page', path: `/catalog/product/${first!.slug}` },
    { name: 'basket (2 products)', path: '/basket/', cookie: shopper.cookieHeader() },
    { name: 'pharmacies', path: '/pharmacies' },
    { name: 'article', path: `/articles/${article.id}?name=${article.slug}` },
    { name: 'account sign-in', path: '/lk' },
  ];
}
